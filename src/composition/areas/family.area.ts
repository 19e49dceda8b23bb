import { familyModule } from '../modules/family.module';
import type { Platform } from '../platform';

/** The 'family' area: family mode's settings, its PIN and the limits it sets. */
export const familyArea = (platform: Platform) => [familyModule(platform)];
