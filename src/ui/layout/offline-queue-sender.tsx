import { useEffect } from 'react';
import { AuthStore } from '../../application/stores/auth.store';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { LoadQueuedActions } from '../../application/use-cases/offline/load-queued-actions';
import { SendQueuedActions } from '../../application/use-cases/offline/send-queued-actions';
import { useService, useStore } from '../hooks/container-context';

/**
 * Sends the actions made offline: at once (on start, from an earlier visit), on login, and when the
 * network returns. Needs the 'game-actions' area (OfflineQueueEffects renders it once the area is bound).
 */
export function OfflineQueueSender() {
  const { token, userId } = useStore(AuthStore);
  const network = useService(NetworkStatusPort);
  const load = useService(LoadQueuedActions);
  const send = useService(SendQueuedActions);

  useEffect(() => {
    void load.execute().then(() => send.execute());
  }, [token, userId, load, send]);

  useEffect(() => {
    const online = network.online$.subscribe(() => void send.execute());
    return () => online.unsubscribe();
  }, [network, send]);

  return null;
}
