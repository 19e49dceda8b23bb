import type { StateReset } from '../../application/stores/state-reset';
import type { Platform } from '../platform';
import { pushNotificationsModule } from '../modules/push-notifications.module';

/** The 'push' area: the broadcast stream, the push modal and web push, for a logged-in user. */
export const pushArea = (platform: Platform, stateReset: StateReset) => [pushNotificationsModule(platform, stateReset)];
