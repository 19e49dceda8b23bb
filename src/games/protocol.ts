/**
 * The messages a bundled game and the portal's play screen exchange through postMessage: the one
 * place where games and portal meet. The portal imports nothing else from src/games, and a game
 * imports nothing of the portal (tests/architecture/games-dependency-rule.test.ts).
 *
 * The game runs in a sandboxed frame with an opaque origin, so both sides post with target '*' and
 * nothing sensitive travels: scores, the game's own resumable state, and the best score.
 *
 * A game's progress is kept per key (the game and its mode: a 3×3 board's best is not a 5×5
 * board's): the game asks for it once it has started; the portal answers with the best score and,
 * when one was saved, the state to resume. The game never waits for the answer: it starts fresh and
 * resumes if a saved state arrives before the player has moved.
 */

export const GAME_SOURCE = 'portal-game';
export const PORTAL_SOURCE = 'portal';

interface FromGame {
  source: typeof GAME_SOURCE;
  /** The game's slug (public/games/index.json). */
  game: string;
}

/** The score changed (duplicates are not sent again). */
export interface ScoreMessage extends FromGame {
  type: 'score';
  score: number;
}

/** A round ended with this score; nothing is left to resume for its key. */
export interface GameOverMessage extends FromGame {
  type: 'game-over';
  score: number;
  /** The progress key the round was played under (game and mode). */
  key?: string;
  /**
   * The seed that plays this very round again as the page's first (`?seed=`), when the game knows
   * it: a friend's challenge is made from it. Absent for a round resumed from a save.
   */
  seed?: number;
}

/**
 * The moments only a game can see, which earn achievements: a game won against someone (the
 * computer, a boss, the board) and a round played without a slip. Each game says which of its
 * moments is which.
 */
export const GAME_EVENTS = ['win', 'clean-round'] as const;
export type GameEvent = (typeof GAME_EVENTS)[number];

/** One of those moments has just happened, in a round played under this key. */
export interface AchievementMessage extends FromGame {
  type: 'achievement';
  event: GameEvent;
  key?: string;
}

/** The game has started and asks for the best score and any saved state of its key. */
export interface ProgressRequestMessage extends FromGame {
  type: 'progress-request';
  key: string;
}

/** A moment the game could be resumed from: its own JSON state, and the score so far. */
export interface SaveMessage extends FromGame {
  type: 'save';
  key: string;
  score: number;
  state: unknown;
}

export type GameMessage = ScoreMessage | GameOverMessage | ProgressRequestMessage | SaveMessage | AchievementMessage;

/** The portal's answer to a progress request. */
export interface ProgressMessage {
  source: typeof PORTAL_SOURCE;
  type: 'progress';
  key: string;
  best: number;
  /** The state saved for this key, or null when there is nothing to resume. */
  state: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
const isSeed = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffffff;
const isGameEvent = (value: unknown): value is GameEvent => (GAME_EVENTS as readonly unknown[]).includes(value);

/**
 * A message posted by a game, or null for anything else: another window's messages, a message of
 * an unknown type, a score that is not a finite number. Fields the portal does not need are ignored.
 */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (!isRecord(data) || data.source !== GAME_SOURCE || !isName(data.game)) return null;
  const game = data.game;
  switch (data.type) {
    case 'score':
      return isScore(data.score) ? { source: GAME_SOURCE, type: 'score', game, score: data.score } : null;
    case 'game-over': {
      if (!isScore(data.score)) return null;
      const over: GameOverMessage = { source: GAME_SOURCE, type: 'game-over', game, score: data.score };
      if (isName(data.key)) over.key = data.key;
      if (isSeed(data.seed)) over.seed = data.seed;
      return over;
    }
    case 'achievement': {
      if (!isGameEvent(data.event)) return null;
      const achieved: AchievementMessage = { source: GAME_SOURCE, type: 'achievement', game, event: data.event };
      if (isName(data.key)) achieved.key = data.key;
      return achieved;
    }
    case 'progress-request':
      return isName(data.key) ? { source: GAME_SOURCE, type: 'progress-request', game, key: data.key } : null;
    case 'save':
      if (!isName(data.key) || !isScore(data.score) || data.state === undefined) return null;
      return { source: GAME_SOURCE, type: 'save', game, key: data.key, score: data.score, state: data.state };
    default:
      return null;
  }
}

/** The portal's progress answer, or null for anything else. */
export function parseProgressMessage(data: unknown): ProgressMessage | null {
  if (!isRecord(data) || data.source !== PORTAL_SOURCE || data.type !== 'progress' || !isName(data.key)) return null;
  return {
    source: PORTAL_SOURCE,
    type: 'progress',
    key: data.key,
    best: isScore(data.best) ? data.best : 0,
    state: data.state ?? null,
  };
}
