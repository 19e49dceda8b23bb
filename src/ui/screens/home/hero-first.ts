import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { TrailerStore } from '../../../application/stores/trailer.store';
import { useStore } from '../../hooks/container-context';
import { afterPictureShown } from '../../hooks/after-next-paint';

/** The longest the other rows wait for the hero picture once the trailers have answered. */
export const HERO_WAIT_MS = 1000;

export interface HeroGate {
  /** True once the rows below the hero may load; it never turns false again. */
  afterHero: boolean;
  /** The hero picture has loaded (or failed, then without it): the rows below start once it is painted. */
  onHeroShown: (picture?: HTMLImageElement) => void;
}

/**
 * Issue 7, /home on slow mobile data: the hero goes first. The trailers (the page's largest
 * picture) are asked for before React renders; the other rows and the leaderboard start their
 * calls once the hero picture has loaded and been painted, so that their requests, rendering and
 * layout do not compete with it. They wait no longer than HERO_WAIT_MS after the trailers answered, and not at
 * all when the trailers failed or are empty, or were already loaded (a return visit).
 * Without IntersectionObserver nothing loads lazily (see useNearViewport), so nothing waits here.
 */
export function useHeroFirstGate(): HeroGate {
  const trailers = useStore(TrailerStore);
  const [alreadyLoaded] = useState(() => trailers.items.length > 0 || typeof IntersectionObserver === 'undefined');
  const [shown, setShown] = useState(false);
  const [waited, setWaited] = useState(false);
  const answered = trailers.status === 'succeeded' || trailers.status === 'failed';
  const noHero = trailers.status === 'failed' || (trailers.status === 'succeeded' && trailers.items.length === 0);
  const afterHero = alreadyLoaded || shown || waited || noHero;

  useEffect(() => {
    if (afterHero || !answered) return undefined;
    const timer = setTimeout(() => setWaited(true), HERO_WAIT_MS);
    return () => clearTimeout(timer);
  }, [afterHero, answered]);

  // After the frame that shows the hero, so the rows' work does not run ahead of its paint.
  const onHeroShown = useCallback((picture?: HTMLImageElement) => afterPictureShown(picture, () => setShown(true)), []);
  return useMemo(() => ({ afterHero, onHeroShown }), [afterHero, onHeroShown]);
}

const HeroGateContext = createContext<HeroGate>({ afterHero: true, onHeroShown: () => undefined });

/** Provided by the home screen; outside it nothing waits. */
export const HeroGateProvider = HeroGateContext.Provider;

export const useHeroGate = (): HeroGate => useContext(HeroGateContext);
