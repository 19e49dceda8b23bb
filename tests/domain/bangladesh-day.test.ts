import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayDate, dayOfDate, dayStart, dhakaDay, nextDayStart, untilNextDay } from '../../src/domain/bangladesh-day';

const DAY = 24 * 60 * 60 * 1000;
/** Instants from 2000 to 2100. */
const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('the day in Bangladesh time', () => {
  it('begins at midnight in Dhaka, which is 18:00 UTC the evening before', () => {
    const lastMoment = Date.UTC(2026, 10, 26, 17, 59, 59, 999);
    const midnight = Date.UTC(2026, 10, 26, 18, 0, 0);
    expect(dayDate(dhakaDay(lastMoment))).toBe('2026-11-26');
    expect(dayDate(dhakaDay(midnight))).toBe('2026-11-27');
    expect(dayStart(dhakaDay(midnight))).toBe(midnight);
  });

  it('is the same day for a phone set to any time zone: only the instant counts', () => {
    // 23:30 on 26 November in London is 05:30 on 27 November in Dhaka.
    expect(dayDate(dhakaDay(Date.parse('2026-11-26T23:30:00+00:00')))).toBe('2026-11-27');
    expect(dayDate(dhakaDay(Date.parse('2026-11-26T18:30:00-05:00')))).toBe('2026-11-27');
  });

  it('has no daylight saving: every day is 24 hours long', () => {
    fc.assert(fc.property(fc.integer({ min: 10_000, max: 50_000 }), (day) => dayStart(day + 1) - dayStart(day) === DAY));
  });

  it('counts down to the next midnight in Dhaka, never to zero or past a day', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const left = untilNextDay(instant);
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(DAY);
        expect(dhakaDay(nextDayStart(instant))).toBe(dhakaDay(instant) + 1);
        expect(dhakaDay(nextDayStart(instant) - 1)).toBe(dhakaDay(instant));
      }),
    );
  });

  it('counts a full day at the very start of a day', () => {
    expect(untilNextDay(dayStart(20_000))).toBe(DAY);
  });

  it('writes a day as its date and reads the date back', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), (day) => dayOfDate(dayDate(day)) === day));
  });

  it('reads a date that is not a real one as no day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-27', '2026-11-27T00:00', '', null, 20_000])
      expect(dayOfDate(bad)).toBeNull();
  });
});
