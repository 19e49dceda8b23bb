import { useEffect, useState, type ComponentType } from 'react';
import { FeatureAreasPort, isAreaAfterFirstScreen, type FeatureArea } from '../../application/ports/feature-areas.port';
import { NetworkStatusPort } from '../../application/ports/network-status.port';
import { useService } from './container-context';
import { afterNextPaint } from './after-next-paint';
import { afterIdle } from './after-idle';

export interface AreaComponent<P> {
  /** The component, once its area's services and its own module are here; null until then. */
  Component: ComponentType<P> | null;
  /** The download failed; it is tried again when the network returns, or on `retry()`. */
  failed: boolean;
  retry: () => void;
}

/**
 * How a part of the page outside its area's routes gets a feature area's component (the offline
 * queue's sender, the app's offers, analytics, the push modal, the home page's leaderboard, a
 * premium game's prices); the routes get theirs from the route manifest. Once the first screen has
 * been painted and `wanted` is true, loads the area and the component's own module together, so
 * neither is part of the first screen's download; the areas every page loads (game-actions, installed-app, analytics)
 * wait further, for the browser to be idle (after-idle.ts), so that they never compete with the
 * first screen. A download that failed (offline, without the
 * service worker's copy) is tried again when the network returns.
 */
export function useAreaComponent<P extends object>(
  area: FeatureArea,
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): AreaComponent<P> {
  const features = useService(FeatureAreasPort);
  const network = useService(NetworkStatusPort);
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    (isAreaAfterFirstScreen(area) ? afterIdle : afterNextPaint)(() => live && setFirstScreenShown(true));
    return () => {
      live = false;
    };
  }, [area]);

  useEffect(() => {
    if (!firstScreenShown || !wanted || component) return undefined;
    let live = true;
    Promise.all([features.ensure(area), load()]).then(
      ([, loaded]) => live && setComponent(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level import and `component` is read only to skip work once here; a
    // retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [features, area, firstScreenShown, wanted, attempt]);

  useEffect(() => {
    if (!failed) return undefined;
    const online = network.online$.subscribe(retry);
    return () => online.unsubscribe();
  }, [failed, network]);

  return { Component: component, failed, retry };
}
