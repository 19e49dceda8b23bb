/*
 * Review texts by star rating (index 0 = 1 star). Kept short and varied so a game page with
 * several reviews does not repeat itself.
 */
export const REVIEW_COMMENTS: readonly (readonly string[])[] = [
  ['Kept crashing on my phone.', 'Not for me, too repetitive.', 'Controls feel broken.'],
  ['Too hard after level 3.', 'Okay idea, needs more levels.', 'Ads between rounds would be better gone.'],
  ['Decent way to pass time.', 'Fun for a while.', 'Nice graphics, simple gameplay.', 'Good, but gets slow later.'],
  [
    'Really enjoyable!',
    'Great for short breaks.',
    'My kids love it too.',
    'Smooth and addictive.',
    'Playing it every day on the bus.',
  ],
  [
    'Best game on the portal!',
    'Absolutely love it, 10/10.',
    'Could play this for hours.',
    'Perfect controls and great music.',
    "Beat my friend's high score, so good!",
  ],
];

/** Star ratings skewed towards the positive end, as on real game stores. */
export const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 0.05],
  [2, 0.08],
  [3, 0.17],
  [4, 0.35],
  [5, 0.35],
];
