import { createContext, useContext, useMemo, useState } from 'react';
import { TrailerStore } from '../../../application/stores/trailer.store';
import { useStore } from '../../hooks/container-context';
import { useFirstPictures } from '../../hooks/use-first-pictures';

export interface HeroGate {
  /** True once the rows below the hero may load; it never turns false again. */
  afterHero: boolean;
  /** The hero picture has loaded (or failed, then without it): the rows below start once it is painted. */
  onHeroShown: (picture?: HTMLImageElement) => void;
}

/**
 * /home on slow mobile data: the hero goes first. The trailers (the page's largest
 * picture) are asked for before React renders; the other rows, the other posters and the
 * leaderboard start once the hero picture has loaded and been painted, so that their requests,
 * rendering and layout do not compete with it. The hero is a first picture like a grid's
 * (useFirstPictures): the rest waits no longer than FIRST_PICTURES_WAIT_MS after the trailers
 * answered, and not at all when the trailers failed or are empty, or were already loaded (a
 * return visit), or when there is no IntersectionObserver (nothing loads lazily then).
 */
export function useHeroFirstGate(): HeroGate {
  const trailers = useStore(TrailerStore);
  const [alreadyLoaded] = useState(() => trailers.items.length > 0);
  const answered = trailers.status === 'succeeded' || trailers.status === 'failed';
  const noHero = trailers.status === 'failed' || (trailers.status === 'succeeded' && trailers.items.length === 0);
  const { rest, onFirstShown } = useFirstPictures(answered);
  const afterHero = alreadyLoaded || noHero || rest;
  return useMemo(() => ({ afterHero, onHeroShown: onFirstShown }), [afterHero, onFirstShown]);
}

const HeroGateContext = createContext<HeroGate>({ afterHero: true, onHeroShown: () => undefined });

/** Provided by the home screen; outside it nothing waits. */
export const HeroGateProvider = HeroGateContext.Provider;

export const useHeroGate = (): HeroGate => useContext(HeroGateContext);
