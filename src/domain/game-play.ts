/**
 * Whether a game wants the other orientation than the screen has, so the play screen suggests
 * turning the phone (design brief "an orientation hint when the game prefers the other orientation").
 */
export const needsRotation = (game: 'portrait' | 'landscape', screenIsPortrait: boolean): boolean =>
  (game === 'portrait') !== screenIsPortrait;

/** The play screen of a game (our route; the spec names none: the game runs inside the portal). */
export const playPath = (game: { uniqueName: string }): string => `/play/${encodeURIComponent(game.uniqueName)}`;
