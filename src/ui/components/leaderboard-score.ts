const scoreFormat = new Intl.NumberFormat();

/**
 * A score as the leaderboard shows it, grouped for reading (1,234,500), with the active language's
 * number format when one is given (useFormat().number: Bangla digits and lakh grouping in Bangla).
 */
export const formatScore = (score: number, number: (value: number) => string = (value) => scoreFormat.format(value)): string =>
  number(score);
