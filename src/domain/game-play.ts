/**
 * The messages the portal's games post to the page around them (public/games/shared/
 * portal-bridge.js): `{source: 'portal-game', type: 'score' | 'game-over', game, score}`.
 * Anything else posted to the window is not ours and is ignored.
 */
export interface GameBridgeMessage {
  type: 'score' | 'game-over';
  /** The game's own short name (e.g. 'snake'). */
  game: string;
  score: number;
}

export function parseGameBridgeMessage(data: unknown): GameBridgeMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, game, score } = data as Record<string, unknown>;
  if (source !== 'portal-game' || (type !== 'score' && type !== 'game-over')) return null;
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return { type, game: typeof game === 'string' ? game : '', score };
}

/**
 * Whether a game wants the other orientation than the screen has, so the play screen suggests
 * turning the phone (design brief "an orientation hint when the game prefers the other orientation").
 */
export const needsRotation = (game: 'portrait' | 'landscape', screenIsPortrait: boolean): boolean =>
  (game === 'portrait') !== screenIsPortrait;

/** The play screen of a game (our route; the spec names none: the game runs inside the portal). */
export const playPath = (game: { uniqueName: string }): string => `/play/${encodeURIComponent(game.uniqueName)}`;
