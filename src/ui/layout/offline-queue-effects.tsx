import { useEffect } from 'react';
import { AuthStore } from '../../application/stores/auth.store';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { LoadQueuedActions } from '../../application/use-cases/offline/load-queued-actions';
import { SendQueuedActions } from '../../application/use-cases/offline/send-queued-actions';
import { useService, useStore } from '../hooks/container-context';

/**
 * The actions made offline are sent when the network returns, and on start or login when they
 * are waiting from an earlier visit. Rendered once by the AppShell.
 */
export function OfflineQueueEffects() {
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
