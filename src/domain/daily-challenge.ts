import type { GameModes } from './game-modes';

/**
 * The daily challenge: one bundled game, one of its modes and a seed per day, the same for every
 * player. It is chosen from the day alone (a small hash of the day's number over the list of games
 * that can be the challenge), so no server is asked: it plays offline, and the next days' challenges
 * are known in advance (docs/decisions/0057). Pure: the games are given.
 */

export interface DailyChallenge {
  /** The day in Dhaka (src/domain/bangladesh-day.ts). */
  day: number;
  game: string;
  mode: string;
  /** The game's seed: the same seed gives every player the same board. */
  seed: number;
}

/**
 * A 32-bit integer hash (the finaliser of MurmurHash3): nearby days land far apart, so the
 * challenge does not walk through the list in order.
 */
export function hash32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Every game and mode of the list, in the list's order: each is one possible challenge. */
const choicesOf = (games: readonly GameModes[]) => games.flatMap((game) => game.modes.map((mode) => ({ game: game.slug, mode })));

/**
 * The day's challenge, or null when no game can be one. The same day and list give the same
 * challenge on every phone; each game's mode is one choice, so a game with more modes comes a
 * little more often.
 */
export function dailyChallenge(day: number, games: readonly GameModes[]): DailyChallenge | null {
  const choices = choicesOf(games);
  if (choices.length === 0 || !Number.isInteger(day)) return null;
  const choice = choices[hash32(day) % choices.length]!;
  // A second hash of the day, so the seed is not tied to which game was chosen.
  const seed = hash32(day ^ 0x9e3779b9);
  return { day, game: choice.game, mode: choice.mode, seed };
}

/** The challenges of `count` days from `fromDay` on: what a phone keeps to play offline. */
export function upcomingChallenges(fromDay: number, count: number, games: readonly GameModes[]): DailyChallenge[] {
  const challenges: DailyChallenge[] = [];
  for (let day = fromDay; day < fromDay + count; day += 1) {
    const challenge = dailyChallenge(day, games);
    if (challenge) challenges.push(challenge);
  }
  return challenges;
}

/** Whether a game finished with this game, mode and seed was the day's challenge. */
export const isTheChallenge = (
  challenge: DailyChallenge,
  played: { game: string; mode: string; seed?: number | null },
): boolean => challenge.game === played.game && challenge.mode === played.mode && challenge.seed === played.seed;
