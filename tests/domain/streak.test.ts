import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { milestoneReached, streakOn } from '../../src/domain/streak';

const TODAY = 20_419;
const run = (last: number, length: number) => Array.from({ length }, (_, i) => last - i);
const playedDays = fc.array(fc.integer({ min: TODAY - 60, max: TODAY + 5 }), { maxLength: 80 });

describe('the streak', () => {
  it('counts the days in a row up to today', () => {
    expect(streakOn(TODAY, run(TODAY, 3))).toMatchObject({ current: 3, longest: 3, status: 'played-today', lastPlayed: TODAY });
  });

  it('goes on while today is not played yet, if yesterday was', () => {
    expect(streakOn(TODAY, run(TODAY - 1, 4))).toMatchObject({ current: 4, status: 'waiting-today' });
  });

  it('says a missed day plainly: the streak starts again, the longest one is kept', () => {
    const streak = streakOn(TODAY, run(TODAY - 2, 5));
    expect(streak).toMatchObject({ current: 0, longest: 5, status: 'missed', lastPlayed: TODAY - 2 });
    expect(streakOn(TODAY, [...run(TODAY, 2), ...run(TODAY - 3, 6)])).toMatchObject({
      current: 2,
      longest: 6,
      status: 'played-today',
    });
  });

  it('is none before the first day played', () => {
    expect(streakOn(TODAY, [])).toEqual({
      current: 0,
      longest: 0,
      status: 'none',
      lastPlayed: null,
      milestones: [],
      nextMilestone: 7,
    });
  });

  it('marks 7, 14 and 28 days in a row', () => {
    expect(streakOn(TODAY, run(TODAY, 6))).toMatchObject({ milestones: [], nextMilestone: 7 });
    expect(streakOn(TODAY, run(TODAY, 7))).toMatchObject({ milestones: [7], nextMilestone: 14 });
    expect(streakOn(TODAY, run(TODAY, 20))).toMatchObject({ milestones: [7, 14], nextMilestone: 28 });
    expect(streakOn(TODAY, run(TODAY, 30))).toMatchObject({ milestones: [7, 14, 28], nextMilestone: null });
  });

  it('tells the milestone a day has just reached, once', () => {
    expect(milestoneReached(streakOn(TODAY - 1, run(TODAY - 1, 6)), streakOn(TODAY, run(TODAY, 7)))).toBe(7);
    expect(milestoneReached(streakOn(TODAY, run(TODAY, 7)), streakOn(TODAY, run(TODAY, 7)))).toBeNull();
    expect(milestoneReached(streakOn(TODAY - 1, run(TODAY - 1, 7)), streakOn(TODAY, run(TODAY, 8)))).toBeNull();
  });

  it('counts a day played twice once', () => {
    fc.assert(
      fc.property(playedDays, (days) => {
        expect(streakOn(TODAY, [...days, ...days])).toEqual(streakOn(TODAY, days));
        expect(streakOn(TODAY, [...days].reverse())).toEqual(streakOn(TODAY, days));
      }),
    );
  });

  it('is never negative, never longer than the days played, and never longer than the longest run', () => {
    fc.assert(
      fc.property(playedDays, fc.integer({ min: TODAY - 70, max: TODAY + 10 }), (days, today) => {
        const streak = streakOn(today, days);
        expect(streak.current).toBeGreaterThanOrEqual(0);
        expect(streak.current).toBeLessThanOrEqual(streak.longest);
        expect(streak.longest).toBeLessThanOrEqual(new Set(days).size);
      }),
    );
  });

  it('loses no day when the clock is moved back after playing', () => {
    // Played the last three days, then the phone's clock went back two days.
    expect(streakOn(TODAY - 2, run(TODAY, 3))).toMatchObject({ current: 3, status: 'played-today', lastPlayed: TODAY });
  });

  it('counts each day once when the clock moves back and forth while playing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 30 }), (moves) => {
        // A player plays the day the (changing) clock says, every day, for as many days as moves.
        const played = moves.map((move, i) => TODAY - moves.length + 1 + i + move);
        const streak = streakOn(TODAY, played);
        expect(streak.current).toBeLessThanOrEqual(new Set(played).size);
        expect(streak.current).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('grows by one a day when played every day, and starts again after a missed day', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (plays) => {
        const played: number[] = [];
        let expected = 0;
        plays.forEach((plays_, i) => {
          const day = TODAY + i;
          if (plays_) played.push(day);
          expected = plays_ ? expected + 1 : 0;
          const streak = streakOn(day, played);
          if (plays_) expect(streak.current).toBe(expected);
          else expect(streak.status === 'waiting-today' || streak.status === 'missed' || streak.status === 'none').toBe(true);
        });
      }),
    );
  });
});
