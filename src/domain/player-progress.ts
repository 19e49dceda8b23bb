import { dayOfDate } from './bangladesh-day';
import { withScore, type Best, type Bests } from './bests';
import type { DailyResult, DailyResults } from './daily-results';
import type { GamePlay, Unlocked, UnlockedAchievements } from './achievements';

/**
 * What the portal keeps of one owner's play on the device (the guest, or an account): the daily
 * challenge's results (from which the streak is counted), the bests, the achievements unlocked, and
 * what the achievements' conditions read: rounds finished and the games' events (docs/decisions/0057).
 */
export interface PlayerProgress {
  /**
   * This record's own id, made when it was first written. Rounds are counted per record, so that
   * merging a guest's progress into an account's twice counts its rounds once.
   */
  origin: string;
  daily: DailyResults;
  bests: Bests;
  achievements: UnlockedAchievements;
  /** Rounds finished, by the record they were played in, then game, then mode. */
  rounds: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
  /** The events each game sent, with when it first sent each. */
  events: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export const emptyProgress = (origin: string): PlayerProgress => ({
  origin,
  daily: {},
  bests: {},
  achievements: {},
  rounds: {},
  events: {},
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;

/** The entries of a stored map whose values pass `read`; anything else is dropped. */
function readMap<T>(raw: unknown, read: (value: unknown, key: string) => T | null): Record<string, T> {
  const map: Record<string, T> = {};
  if (!isRecord(raw)) return map;
  for (const [key, value] of Object.entries(raw)) {
    const read_ = read(value, key);
    if (read_ !== null) map[key] = read_;
  }
  return map;
}

function readDaily(value: unknown, date: string): DailyResult | null {
  if (dayOfDate(date) === null || !isRecord(value)) return null;
  const { game, mode, seed, score, playedAt } = value;
  return isName(game) && isName(mode) && isCount(seed) && isScore(score) && isTime(playedAt)
    ? { game, mode, seed, score, playedAt }
    : null;
}

const readBest = (value: unknown): Best | null =>
  isRecord(value) && isScore(value.score) && isTime(value.setAt) ? { score: value.score, setAt: value.setAt } : null;

const readUnlocked = (value: unknown): Unlocked | null =>
  isRecord(value) && isTime(value.earnedAt) ? { earnedAt: value.earnedAt } : null;

const nonEmpty = <T>(map: Record<string, T>): Record<string, T> | null => (Object.keys(map).length > 0 ? map : null);

/**
 * A stored progress read back; anything unreadable is left out (one broken entry loses only itself),
 * and a record without its own id gets `freshOrigin`.
 */
export function readPlayerProgress(raw: unknown, freshOrigin: string): PlayerProgress {
  if (!isRecord(raw)) return emptyProgress(freshOrigin);
  const counts = (value: unknown) => nonEmpty(readMap(value, (count) => (isCount(count) ? count : null)));
  return {
    origin: isName(raw.origin) ? raw.origin : freshOrigin,
    daily: readMap(raw.daily, readDaily),
    bests: readMap(raw.bests, (modes) => nonEmpty(readMap(modes, readBest))),
    achievements: readMap(raw.achievements, readUnlocked),
    rounds: readMap(raw.rounds, (games) => nonEmpty(readMap(games, counts))),
    events: readMap(raw.events, (events) => nonEmpty(readMap(events, (at) => (isTime(at) ? at : null)))),
  };
}

/** The rounds of one game, by mode, from every record that was merged into this one. */
function roundsOf(progress: PlayerProgress, game: string): Record<string, number> {
  const total: Record<string, number> = {};
  for (const games of Object.values(progress.rounds)) {
    for (const [mode, count] of Object.entries(games[game] ?? {})) total[mode] = (total[mode] ?? 0) + count;
  }
  return total;
}

/** What the achievements' conditions read of one game. */
export function gamePlayOf(progress: PlayerProgress, game: string): GamePlay {
  const best: Record<string, number> = {};
  for (const [mode, { score }] of Object.entries(progress.bests[game] ?? {})) best[mode] = score;
  return { rounds: roundsOf(progress, game), best, events: new Set(Object.keys(progress.events[game] ?? {})) };
}

/** A finished round: one more round of its game and mode, and its score against the best. */
export function withRoundFinished(
  progress: PlayerProgress,
  round: { game: string; mode: string; score: number },
  at: number,
): { progress: PlayerProgress; newBest: boolean } {
  const { game, mode, score } = round;
  const mine = progress.rounds[progress.origin] ?? {};
  const count = (mine[game]?.[mode] ?? 0) + 1;
  const rounds = { ...progress.rounds, [progress.origin]: { ...mine, [game]: { ...mine[game], [mode]: count } } };
  const { bests, newBest } = withScore(progress.bests, game, mode, score, at);
  return { progress: { ...progress, rounds, bests }, newBest };
}

/** An event a game sent; only its first time is kept. */
export function withGameEvent(progress: PlayerProgress, game: string, event: string, at: number): PlayerProgress {
  if (progress.events[game]?.[event] !== undefined) return progress;
  return { ...progress, events: { ...progress.events, [game]: { ...progress.events[game], [event]: at } } };
}

/** The days the daily challenge was played: what the streak is counted from. */
export const playedDays = (progress: PlayerProgress): number[] =>
  Object.keys(progress.daily)
    .map(dayOfDate)
    .filter((day): day is number => day !== null);
