import { lazy, Suspense } from 'react';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { useStore } from '../hooks/container-context';
import { useFeatureArea } from '../hooks/use-feature-area';

// The push modal and the broadcast listener it starts come with the 'live' area.
const PushNotificationModal = lazy(() => import('./push-notification-modal').then((m) => ({ default: m.PushNotificationModal })));

/**
 * Spec §4: the broadcast stream connects once the profile has a mobile, so a guest never needs
 * the stream, the push modal or web push: their code is downloaded only after a login.
 */
export function LivePushHost() {
  const loggedIn = isLoggedIn(useStore(AuthStore));
  const live = useFeatureArea('live', loggedIn);
  if (live.state !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <PushNotificationModal />
    </Suspense>
  );
}
