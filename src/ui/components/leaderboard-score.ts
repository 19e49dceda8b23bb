const scoreFormat = new Intl.NumberFormat();

/** A score as the leaderboard shows it, grouped for reading (1,234,500). */
export const formatScore = (score: number): string => scoreFormat.format(score);
