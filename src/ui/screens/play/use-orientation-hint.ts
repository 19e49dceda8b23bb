import { useEffect, useState } from 'react';
import type { Orientation } from '../../../domain/game';
import { needsRotation } from '../../../domain/game-play';

const PORTRAIT = '(orientation: portrait)';
/** Only a device that can be turned (a touch screen) is asked to turn; a desktop window is not. */
const TURNABLE = '(pointer: coarse)';

const matches = (query: string): boolean | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : null;

/** True while the game prefers the other orientation than the screen's (design brief "orientation hint"). */
export function useOrientationHint(orientation: Orientation | null): boolean {
  const [portrait, setPortrait] = useState(() => matches(PORTRAIT));
  const [turnable] = useState(() => matches(TURNABLE) === true);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PORTRAIT);
    const onChange = () => setPortrait(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return turnable && orientation !== null && portrait !== null && needsRotation(orientation, portrait);
}
