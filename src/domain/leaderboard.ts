import { COMPLETED, FINAL } from './tournament';
import { isRecord, parseJson } from './json';

/** Spec §3 "Leaderboard: an array of entries. Entry fields are not shown." Ours: rank, player, score. */
export interface LeaderboardEntry {
  rank: number;
  playerName: string;
  score: number;
  /** The player's account id; null for a player the portal knows only by name. */
  userId: string | null;
}

/** Spec §9 "Leaderboard stream reconnect: 3000 ms." */
export const LEADERBOARD_RECONNECT_MS = 3000;

/** Spec §4 "Tournament stage values: COMPLETED (treated as FINAL for the leaderboard), FINAL, and others by currentState." */
export const leaderboardStage = (state: string): string => (state === COMPLETED ? FINAL : state);

/**
 * Spec §4 "When the selected stage equals the tournament's current state, a live stream opens".
 * A COMPLETED tournament has no live stage: its FINAL is history.
 */
export const isLiveStage = (selected: string, currentState: string): boolean =>
  selected === currentState && currentState !== COMPLETED;

/**
 * A parsed live update. `stage` is set when the object form names the stage its board belongs to
 * (the mock does), so a board of a newer stage is never shown under the old stage's name.
 */
export type LeaderboardPayload = { valid: true; entries: LeaderboardEntry[]; stage: string | null } | { valid: false };

const INVALID: LeaderboardPayload = { valid: false };
/** Text inside text inside data…: deep enough for every real shape, bounded against hostile input. */
const MAX_DEPTH = 4;

/**
 * Spec §5 "Live leaderboard payload must be an array of entries. It may arrive as text, as an
 * object holding leaderboardDtos, or nested under data. Otherwise it is ignored and logged as
 * invalid." Never throws: whatever arrives, the answer is entries or invalid.
 */
export function parseLeaderboardPayload(input: unknown): LeaderboardPayload {
  try {
    return parseAt(input, 0);
  } catch {
    return INVALID;
  }
}

function parseAt(input: unknown, depth: number): LeaderboardPayload {
  if (depth > MAX_DEPTH) return INVALID;
  if (typeof input === 'string') {
    const json = parseJson(input);
    return json === undefined ? INVALID : parseAt(json, depth + 1);
  }
  if (Array.isArray(input)) return parseEntries(input, null);
  if (isRecord(input)) {
    if (Array.isArray(input.leaderboardDtos)) {
      return parseEntries(input.leaderboardDtos, typeof input.stage === 'string' && input.stage ? input.stage : null);
    }
    if ('data' in input) return parseAt(input.data, depth + 1);
  }
  return INVALID;
}

/** Every element must be an entry; one bad element makes the whole payload invalid (no half boards). */
function parseEntries(list: readonly unknown[], stage: string | null): LeaderboardPayload {
  const entries: LeaderboardEntry[] = [];
  for (const [index, item] of list.entries()) {
    const entry = toEntry(item, index);
    if (!entry) return INVALID;
    entries.push(entry);
  }
  return { valid: true, entries, stage };
}

function toEntry(item: unknown, index: number): LeaderboardEntry | null {
  if (!isRecord(item)) return null;
  const playerName = firstString(item.playerName, item.name, item.userName);
  const score = toNumber(item.score);
  if (playerName === null || score === null) return null;
  const rank = toNumber(item.rank);
  const userId = typeof item.userId === 'string' && item.userId ? item.userId : null;
  return { rank: rank !== null && rank > 0 ? Math.floor(rank) : index + 1, playerName, score, userId };
}

function firstString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
