import { useEffect, useState, type ComponentType } from 'react';
import { FeatureAreasPort, type AreaAfterFirstScreen } from '../../application/ports/feature-areas.port';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { useService } from './container-context';
import { afterNextPaint } from './after-next-paint';

/**
 * For a part of the shell the first screen does not need (the offline queue, the app's update and
 * install offers): once the first screen has been painted, loads the feature area and the
 * component's own module, and hands back the component (null until then). Neither is part of
 * /home's first download. A download that failed (offline, without the service worker's copy) is
 * tried again when the network returns. The area is one of AREAS_AFTER_FIRST_SCREEN, whose files
 * the build fetches first once the first screen is up.
 */
export function useAreaComponent<P extends object>(
  area: AreaAfterFirstScreen,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | null {
  const features = useService(FeatureAreasPort);
  const network = useService(NetworkStatusPort);
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    afterNextPaint(() => live && setFirstScreenShown(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!firstScreenShown) return undefined;
    let live = true;
    Promise.all([features.ensure(area), load()]).then(
      ([, loaded]) => live && setComponent(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level import; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [features, area, firstScreenShown, attempt]);

  useEffect(() => {
    if (!failed) return undefined;
    const online = network.online$.subscribe(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    });
    return () => online.unsubscribe();
  }, [failed, network]);

  return component;
}
