import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { useStore } from '../hooks/container-context';
import { useAreaComponent } from '../hooks/use-area-component';

// The push modal and the broadcast listener it starts come with the 'push' area.
const loadModal = () => import('./push-notification-modal').then((m) => m.PushNotificationModal);

/**
 * Spec §4: the broadcast stream connects once the profile has a mobile, so a guest never needs
 * the stream, the push modal or web push: their code is downloaded only after a login.
 */
export function LivePushHost() {
  const loggedIn = isLoggedIn(useStore(AuthStore));
  const { Component: PushNotificationModal } = useAreaComponent('push', loadModal, loggedIn);
  return PushNotificationModal ? <PushNotificationModal /> : null;
}
