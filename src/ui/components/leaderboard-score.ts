/**
 * A score as the leaderboard shows it: grouped for reading in the active language's number format
 * (useFormat().number: 1,234,500; Bangla digits and lakh grouping in Bangla). One call per row
 * render, so the leaderboard's tests count row renders here.
 */
export const formatScore = (score: number, number: (value: number) => string): string => number(score);
