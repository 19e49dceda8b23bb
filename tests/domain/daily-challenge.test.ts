import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyChallenge, isTheChallenge, upcomingChallenges } from '../../src/domain/daily-challenge';
import type { GameModes } from '../../src/domain/game-modes';

const GAMES: GameModes[] = [
  { slug: 'snake', modes: ['classic', 'wrap', 'maze'] },
  { slug: '2048', modes: ['classic', 'big', 'mini'] },
  { slug: 'mines', modes: ['classic', 'wide', 'timed'] },
];
const days = fc.integer({ min: 0, max: 100_000 });

describe('the daily challenge', () => {
  it('is the same for every player on a day: chosen from the day alone', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(dailyChallenge(day, GAMES)).toEqual(dailyChallenge(day, [...GAMES]));
      }),
    );
  });

  it('is one of the listed games, in one of its modes, with a 32-bit seed', () => {
    fc.assert(
      fc.property(days, (day) => {
        const challenge = dailyChallenge(day, GAMES)!;
        expect(challenge.day).toBe(day);
        expect(GAMES.find((game) => game.slug === challenge.game)?.modes).toContain(challenge.mode);
        expect(Number.isInteger(challenge.seed) && challenge.seed >= 0 && challenge.seed <= 0xffffffff).toBe(true);
      }),
    );
  });

  it('changes from day to day: every game and mode comes up within a few weeks, with different seeds', () => {
    const month = upcomingChallenges(20_000, 60, GAMES);
    expect(new Set(month.map((challenge) => `${challenge.game}/${challenge.mode}`)).size).toBe(9);
    expect(new Set(month.map((challenge) => challenge.seed)).size).toBe(60);
  });

  it('knows the next days in advance, the same as on each of those days', () => {
    const week = upcomingChallenges(20_419, 7, GAMES);
    expect(week.map((challenge) => challenge.day)).toEqual([20_419, 20_420, 20_421, 20_422, 20_423, 20_424, 20_425]);
    week.forEach((challenge) => expect(challenge).toEqual(dailyChallenge(challenge.day, GAMES)));
  });

  it('is none without a game to choose', () => {
    expect(dailyChallenge(20_000, [])).toBeNull();
    expect(dailyChallenge(20_000, [{ slug: 'snake', modes: [] }])).toBeNull();
    expect(upcomingChallenges(20_000, 3, [])).toEqual([]);
  });

  it('is the game played only with its game, mode and seed', () => {
    const challenge = dailyChallenge(20_000, GAMES)!;
    expect(isTheChallenge(challenge, { game: challenge.game, mode: challenge.mode, seed: challenge.seed })).toBe(true);
    expect(isTheChallenge(challenge, { game: challenge.game, mode: challenge.mode, seed: challenge.seed + 1 })).toBe(false);
    expect(isTheChallenge(challenge, { game: challenge.game, mode: challenge.mode })).toBe(false);
    expect(isTheChallenge(challenge, { game: 'other', mode: challenge.mode, seed: challenge.seed })).toBe(false);
  });
});
