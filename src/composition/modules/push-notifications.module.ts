import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { BroadcastStreamPort } from '../../application/ports/broadcast-stream.port';
import { BrowserActivityPort } from '../../application/ports/browser-activity.port';
import { PushSubscriptionPort } from '../../application/ports/push-subscription.port';
import { StreamLog } from '../../application/ports/stream-log.port';
import { AuthStore } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { resetStore } from '../../application/stores/create-store';
import type { StateReset } from '../../application/stores/state-reset';
import {
  PushNotificationStore,
  createPushNotificationStore,
  initialPushNotificationState,
} from '../../application/stores/push-notification.store';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { ShowPushModal } from '../../application/use-cases/notifications/show-push-modal';
import { SubscribeToPush } from '../../application/use-cases/notifications/subscribe-to-push';
import { BroadcastListener } from '../../application/use-cases/notifications/broadcast-listener';
import { SseBroadcastStream } from '../../adapters/sse/sse-broadcast-stream';
import { BrowserActivity } from '../../adapters/browser/browser-activity';
import { WebPush } from '../../adapters/browser/web-push';
import { bindClass } from '../bind-class';
import type { Platform } from '../platform';
import { bindApiClient } from '../platform-api-connection';

/**
 * The broadcast stream, the push modal (spec §2) and web push. The pushNotification area is in the
 * spec's logout reset list (§4). StreamLog comes from the platform module.
 */
export const pushNotificationsModule = (platform: Platform, stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    const store = createPushNotificationStore();
    bind(PushNotificationStore).toConstantValue(store);
    bindApiClient(bind, BroadcastStreamPort, platform, (connection) => new SseBroadcastStream(connection));
    bind(BrowserActivityPort).toConstantValue(new BrowserActivity());
    bind(PushSubscriptionPort).toConstantValue(new WebPush());

    bindClass(bind, ShowPushModal, [PushNotificationStore, RedirectPolicy]);
    bindClass(bind, SubscribeToPush, [PushSubscriptionPort, AppConfig, PushNotificationStore]);
    bindClass(bind, BroadcastListener, [
      BroadcastStreamPort,
      BrowserActivityPort,
      AuthStore,
      ProfileStore,
      ShowPushModal,
      PushSubscriptionPort,
      RedirectPolicy,
      StreamLog,
    ]);
    stateReset.register('pushNotification', () => {
      resetStore(store, initialPushNotificationState);
    });
  });
