/**
 * The personal bests: each game's best score per mode, and when it was set. A best is only ever
 * raised; an equal score does not move the day it was set.
 */
export interface Best {
  score: number;
  /** When the best was set (ms since epoch). */
  setAt: number;
}

/** Bests by game slug, then by mode. */
export type Bests = Readonly<Record<string, Readonly<Record<string, Best>>>>;

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A finished round's score: the bests with it, and whether it is a new best. */
export function withScore(
  bests: Bests,
  game: string,
  mode: string,
  score: number,
  at: number,
): { bests: Bests; newBest: boolean } {
  const current = bests[game]?.[mode];
  if (!isScore(score) || (current && current.score >= score)) return { bests, newBest: false };
  return { bests: { ...bests, [game]: { ...bests[game], [mode]: { score, setAt: at } } }, newBest: true };
}

/** Of two bests of one game and mode, the higher; of two equal scores, the one set first. */
export function betterBest(a: Best, b: Best): Best {
  if (a.score !== b.score) return a.score > b.score ? a : b;
  return a.setAt <= b.setAt ? a : b;
}

/** Two players' bests together (a guest's joining an account's at login): the better of each. */
export function mergeBests(a: Bests, b: Bests): Bests {
  const merged: Record<string, Record<string, Best>> = {};
  for (const side of [a, b]) {
    for (const [game, modes] of Object.entries(side)) {
      const into = (merged[game] ??= {});
      for (const [mode, best] of Object.entries(modes)) into[mode] = into[mode] ? betterBest(into[mode], best) : best;
    }
  }
  return merged;
}
