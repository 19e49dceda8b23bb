/**
 * Whether a game wants the other orientation than the screen has, so the play screen suggests
 * turning the phone (design brief "an orientation hint when the game prefers the other orientation").
 */
export const needsRotation = (game: 'portrait' | 'landscape', screenIsPortrait: boolean): boolean =>
  (game === 'portrait') !== screenIsPortrait;
