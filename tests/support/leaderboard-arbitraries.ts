import fc from 'fast-check';
import type { LeaderboardEntry } from '../../src/domain/leaderboard';

/** An entry as a server sends it (the parser's input) and as the portal keeps it (its output). */
export const entryArbitrary = fc
  .record({
    rank: fc.integer({ min: 1, max: 500 }),
    playerName: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.trim() !== ''),
    score: fc.integer({ min: 0, max: 1_000_000 }),
    userId: fc.option(fc.stringMatching(/^u-[a-z0-9]{1,8}$/), { nil: null }),
  })
  .map((entry): LeaderboardEntry => entry);

/** The three valid forms of spec §5 (and their text form): array, object holding leaderboardDtos, nested under data. */
export const validPayload = (entries: LeaderboardEntry[], form: number): unknown => {
  switch (form % 5) {
    case 0:
      return entries;
    case 1:
      return { leaderboardDtos: entries };
    case 2:
      return { data: entries };
    case 3:
      return { data: { leaderboardDtos: entries } };
    default:
      return JSON.stringify(entries);
  }
};
