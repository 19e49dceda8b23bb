import type { AppConfig } from '../../application/config';
import { analyticsModule } from '../modules/analytics.module';

/** The 'analytics' area: the analytics adapter and use cases. */
export const analyticsArea = (config: AppConfig) => [analyticsModule(config)];
