import { expect } from 'vitest';

/**
 * The replay check every game's rules pass: playing the same inputs from the same seed twice gives
 * the same end (its state and score, as `end` reads them), and another seed gives another game
 * (so the seed really is where the game's chance comes from).
 */
export function replays<T>(
  play: (seed: number) => T,
  end: (result: T) => unknown,
  seeds: readonly number[] = [1, 99, 2 ** 31 + 5],
): void {
  for (const seed of seeds) expect(end(play(seed)), `seed ${seed} replays`).toEqual(end(play(seed)));
  const ends = new Set(seeds.map((seed) => JSON.stringify(end(play(seed)))));
  expect(ends.size, 'different seeds give different games').toBeGreaterThan(1);
}
