import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterPictureShown } from './after-next-paint';

/** The longest the later pictures wait for the first ones once there is something to show. */
export const FIRST_PICTURES_WAIT_MS = 1000;

/**
 * The longest anything waits for the first call to answer at all: a call that stalls (no request
 * timeout is the spec's default) must not keep the rest of the page from loading.
 */
export const FIRST_CALL_WAIT_MS = 2000;

export interface FirstPictures {
  /** True once the later pictures may load; it never turns false again. */
  rest: boolean;
  /** A first picture has loaded (or failed, then without it): the later ones start once it is painted. */
  onFirstShown: (picture?: HTMLImageElement) => void;
}

/**
 * A grid of games on slow mobile data: the pictures above the fold go first. The other
 * cards' pictures start once one of the first has been painted, so that their downloads do not
 * compete with the page's largest picture; they wait at most FIRST_PICTURES_WAIT_MS after `showing`
 * turns true (the first cards are on the page), and at most FIRST_CALL_WAIT_MS after mounting
 * while `showing` is still false (the first call has not answered). Without IntersectionObserver
 * nothing waits, as nothing loads lazily there either (see useNearViewport).
 */
export function useFirstPictures(showing: boolean): FirstPictures {
  const [rest, setRest] = useState(() => typeof IntersectionObserver === 'undefined');
  // What the opening shows (more pictures; on /home every row below the hero) is not urgent: as a
  // transition React renders it in slices instead of one long task on a slow phone (TBT).
  const open = useCallback(() => startTransition(() => setRest(true)), []);
  useEffect(() => {
    if (rest || !showing) return undefined;
    const timer = setTimeout(open, FIRST_PICTURES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [rest, showing, open]);
  const shown = useRef(showing);
  shown.current = showing;
  useEffect(() => {
    // Once the first call has answered, the wait above bounds the rest; until then, this one does.
    const deadline = setTimeout(() => shown.current || open(), FIRST_CALL_WAIT_MS);
    return () => clearTimeout(deadline);
  }, [open]);
  const onFirstShown = useCallback((picture?: HTMLImageElement) => afterPictureShown(picture, open), [open]);
  return { rest, onFirstShown };
}
