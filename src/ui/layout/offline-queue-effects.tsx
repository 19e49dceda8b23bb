import { useAreaComponent } from '../hooks/use-area-component';
import { useStore } from '../hooks/container-context';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';

const loadSender = () => import('./offline-queue-sender').then((m) => m.OfflineQueueSender);

/**
 * The actions made offline are sent when the network returns, and on start or login when they
 * are waiting from an earlier visit. Rendered once by the AppShell. The queue's code (the 'game-actions'
 * area: its use cases and its IndexedDB adapter) is not part of /home's first download: it comes
 * once the first screen has been painted, and only for a signed-in player: the actions are queued
 * per account, and a guest's visit has none to send.
 */
export function OfflineQueueEffects() {
  const { Component: Sender } = useAreaComponent('game-actions', loadSender, isLoggedIn(useStore(AuthStore)));
  return Sender ? <Sender /> : null;
}
