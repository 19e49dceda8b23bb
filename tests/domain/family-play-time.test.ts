import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPlayed,
  grantMoreMinutes,
  minutesPlayedToday,
  parsePlayDay,
  playTimeVerdict,
  playToday,
  type PlayDay,
} from '../../src/domain/family-play-time';

const MINUTE = 60_000;
/** 10:00 in Dhaka on 27 November 2026. */
const MORNING = Date.UTC(2026, 10, 27, 4, 0);
/** Midnight in Dhaka between 27 and 28 November. */
const MIDNIGHT = Date.UTC(2026, 10, 27, 18, 0);

describe('the daily play-time limit', () => {
  it('counts the minutes played today and says how many are left', () => {
    const log = addPlayed(addPlayed(null, MORNING, MORNING + 10 * MINUTE), MORNING + 20 * MINUTE, MORNING + 25 * MINUTE);
    expect(log).toEqual({ day: '2026-11-27', playedMs: 15 * MINUTE, extraMinutes: 0 });
    expect(playTimeVerdict(log, 30, MORNING + 25 * MINUTE, false)).toEqual({ code: 'play-time-left', leftMs: 15 * MINUTE });
  });

  it('lets the round in play finish when the limit is reached, and says time is up after it', () => {
    const log = addPlayed(null, MORNING, MORNING + 30 * MINUTE);
    expect(playTimeVerdict(log, 30, MORNING + 30 * MINUTE, true)).toEqual({ code: 'play-time-last-round' });
    expect(playTimeVerdict(log, 30, MORNING + 30 * MINUTE, false)).toEqual({ code: 'play-time-up' });
  });

  it('gives 15 more minutes for today when the PIN grants them', () => {
    const up = addPlayed(null, MORNING, MORNING + 30 * MINUTE);
    const more = grantMoreMinutes(up, MORNING + 30 * MINUTE);
    expect(playTimeVerdict(more, 30, MORNING + 30 * MINUTE, false)).toEqual({ code: 'play-time-left', leftMs: 15 * MINUTE });
    const later = addPlayed(more, MORNING + 30 * MINUTE, MORNING + 45 * MINUTE);
    expect(playTimeVerdict(later, 30, MORNING + 45 * MINUTE, false)).toEqual({ code: 'play-time-up' });
  });

  it('starts a new day at midnight in Dhaka with nothing played and no granted minutes', () => {
    const yesterday = grantMoreMinutes(addPlayed(null, MORNING, MORNING + 60 * MINUTE), MORNING);
    expect(playToday(yesterday, MIDNIGHT)).toEqual({ day: '2026-11-28', playedMs: 0, extraMinutes: 0 });
    expect(playTimeVerdict(yesterday, 30, MIDNIGHT, false)).toEqual({ code: 'play-time-left', leftMs: 30 * MINUTE });
  });

  it('counts a game played across midnight to the new day only from midnight', () => {
    const log = addPlayed(null, MIDNIGHT - 10 * MINUTE, MIDNIGHT + 5 * MINUTE);
    expect(log).toEqual({ day: '2026-11-28', playedMs: 5 * MINUTE, extraMinutes: 0 });
  });

  it("says today's whole minutes played, and none once the day in Dhaka has turned", () => {
    const log = addPlayed(null, MORNING, MORNING + 12 * MINUTE + 59_000);
    expect(minutesPlayedToday(log, MORNING + 13 * MINUTE)).toBe(12);
    expect(minutesPlayedToday(log, MIDNIGHT)).toBe(0);
  });

  it('has no limit when the parent set none', () => {
    expect(playTimeVerdict(addPlayed(null, MORNING, MORNING + 600 * MINUTE), null, MORNING + 600 * MINUTE, false)).toEqual({
      code: 'play-time-unlimited',
    });
  });

  it('reads a damaged stored day as no play yet', () => {
    expect(parsePlayDay({ day: 'today', playedMs: 5 })).toBeNull();
    expect(parsePlayDay({ day: '2026-11-27', playedMs: -5, extraMinutes: 15 })).toEqual({
      day: '2026-11-27',
      playedMs: 0,
      extraMinutes: 15,
    });
  });

  it("property: time is up exactly when today's play reaches the limit and the granted minutes, and never mid-round", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 180 }),
        fc.array(fc.integer({ min: 0, max: 20 * MINUTE }), { maxLength: 30 }),
        fc.nat(3),
        fc.boolean(),
        (limit, spans, grants, roundInPlay) => {
          let now = MORNING;
          let log: PlayDay | null = null;
          for (const span of spans) {
            log = addPlayed(log, now, now + span);
            now += span;
          }
          for (let i = 0; i < grants; i += 1) log = grantMoreMinutes(log, now);
          const played = spans.reduce((a, b) => a + b, 0);
          const verdict = playTimeVerdict(log, limit, now, roundInPlay);
          const over = played >= (limit + 15 * grants) * MINUTE;
          expect(verdict.code === 'play-time-up').toBe(over && !roundInPlay);
          expect(verdict.code === 'play-time-last-round').toBe(over && roundInPlay);
        },
      ),
    );
  });

  it("property: today never counts more play than the time since today's midnight", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIDNIGHT - 86_400_000, max: MIDNIGHT + 86_400_000 }),
        fc.nat(30 * 3_600_000),
        (from, length) => {
          const to = from + length;
          const log = addPlayed(null, from, to);
          expect(log.playedMs).toBeLessThanOrEqual(Math.min(length, 86_400_000));
        },
      ),
    );
  });
});
