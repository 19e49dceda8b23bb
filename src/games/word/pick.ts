import type { Rng } from '../engine/rng';

/**
 * A word of a list the player has not had yet this session (all of them once every fitting word
 * was had), so that words don't repeat. `key` names an entry in the list of words had.
 */
export function pickFresh<T>(
  list: readonly T[],
  ok: (entry: T) => boolean,
  used: readonly string[],
  key: (entry: T) => string,
  rng: Rng,
): T {
  const had = new Set(used);
  const fitting = list.filter(ok);
  const fresh = fitting.filter((entry) => !had.has(key(entry)));
  const pool = fresh.length ? fresh : fitting;
  return pool[rng.int(pool.length)]!;
}

/** The words had, with this one added (a long session keeps only its last few hundred). */
export const had = (used: readonly string[], word: string): string[] => [...used, word].slice(-1000);
