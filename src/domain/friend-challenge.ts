import { CHALLENGE_FIELDS } from './friend-challenge-fields';

/**
 * A friend's challenge: a link holding a game, its mode and seed, the score to beat and, if the
 * challenger chooses, their display name. The friend plays the very same board. Nothing vouches for
 * the score (anyone can edit the link), so it is a friendly challenge, never a verified one
 * (docs/decisions/0057). Decoding is tolerant: a field that is missing or malformed reads as null,
 * and nothing throws; the name is shortened and must be rendered as text.
 */
export interface FriendChallenge {
  game: string | null;
  mode: string | null;
  seed: number | null;
  score: number | null;
  /** The challenger's display name, at most MAX_CHALLENGER_NAME characters, or null. */
  name: string | null;
}

/** The longest challenger name kept, in characters (what a chat bubble shows on a small phone). */
export const MAX_CHALLENGER_NAME = 24;
/** The highest score a link may carry: no bundled game comes near it. */
export const MAX_CHALLENGE_SCORE = 100_000_000;
const MAX_SEED = 0xffffffff;

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

const slugOf = (value: string | null): string | null => (value !== null && SLUG.test(value) ? value : null);

function wholeOf(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * A display name as the link may carry it: control and formatting characters (which could hide or
 * reorder text) removed, spaces collapsed, at most MAX_CHALLENGER_NAME characters; null when empty.
 */
export function challengerName(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    // Bangla spells some conjuncts with the zero-width joiner and non-joiner: those two are kept.
    .replace(/(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const kept = [...cleaned].slice(0, MAX_CHALLENGER_NAME).join('').trim();
  return kept === '' ? null : kept;
}

/** The link's query (without '?') for a challenge; a name is added only when given. */
export function encodeFriendChallenge(challenge: {
  game: string;
  mode: string;
  seed: number;
  score: number;
  name?: string | null;
}): string {
  const query = new URLSearchParams({
    [CHALLENGE_FIELDS.game]: challenge.game,
    [CHALLENGE_FIELDS.mode]: challenge.mode,
    [CHALLENGE_FIELDS.seed]: String(challenge.seed >>> 0),
    [CHALLENGE_FIELDS.score]: String(Math.max(0, Math.floor(challenge.score))),
  });
  const name = challengerName(challenge.name);
  if (name) query.set(CHALLENGE_FIELDS.name, name);
  return query.toString();
}

/** A challenge read from a link's query (with or without '?'); each bad field is null. */
export function decodeFriendChallenge(search: unknown): FriendChallenge {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(typeof search === 'string' ? search : '');
  } catch {
    query = new URLSearchParams();
  }
  return {
    game: slugOf(query.get(CHALLENGE_FIELDS.game)),
    mode: slugOf(query.get(CHALLENGE_FIELDS.mode)),
    seed: wholeOf(query.get(CHALLENGE_FIELDS.seed), MAX_SEED),
    score: wholeOf(query.get(CHALLENGE_FIELDS.score), MAX_CHALLENGE_SCORE),
    name: challengerName(query.get(CHALLENGE_FIELDS.name)),
  };
}

/** Whether the friend can play it: the game and its seed are known (the mode falls back to the game's first). */
export const isPlayableChallenge = (challenge: FriendChallenge): challenge is FriendChallenge & { game: string; seed: number } =>
  challenge.game !== null && challenge.seed !== null;

/** How the friend's round went against the score to beat: more is a win, the same score a tie. */
export type ChallengeOutcome = 'beaten' | 'level' | 'short';

export const challengeOutcome = (mine: number, toBeat: number): ChallengeOutcome =>
  mine > toBeat ? 'beaten' : mine === toBeat ? 'level' : 'short';

/**
 * Whether a finished round was the challenge's board: the same game, mode and seed (a round dealt
 * by the page's seed is the page's first; a later one is another board).
 */
export const isChallengeRound = (
  challenge: { game: string; mode: string; seed: number },
  round: { game: string; mode: string | null; seed: number | null | undefined },
): boolean => round.game === challenge.game && round.mode === challenge.mode && round.seed === challenge.seed;
