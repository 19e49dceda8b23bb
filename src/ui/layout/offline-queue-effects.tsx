import { useEffect, useState, type ComponentType } from 'react';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { useService } from '../hooks/container-context';
import { afterNextPaint } from '../hooks/after-next-paint';

/**
 * The actions made offline are sent when the network returns, and on start or login when they
 * are waiting from an earlier visit. Rendered once by the AppShell. The queue's code (the 'play'
 * area: its use cases, IndexedDB through idb-keyval) is not part of /home's first download: it is
 * fetched once the first screen has been painted, and a download that failed (offline at start,
 * without the service worker's copy) is tried again when the network returns.
 */
export function OfflineQueueEffects() {
  const features = useService(FeatureAreasPort);
  const network = useService(NetworkStatusPort);
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const [Sender, setSender] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => afterNextPaint(() => setFirstScreenShown(true)), []);

  useEffect(() => {
    if (!firstScreenShown) return undefined;
    let live = true;
    Promise.all([features.ensure('play'), import('./offline-queue-sender')]).then(
      ([, module]) => live && setSender(() => module.OfflineQueueSender),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [features, firstScreenShown, attempt]);

  useEffect(() => {
    if (!failed) return undefined;
    const online = network.online$.subscribe(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    });
    return () => online.unsubscribe();
  }, [failed, network]);

  return Sender ? <Sender /> : null;
}
