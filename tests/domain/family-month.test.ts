import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dhakaMonth } from '../../src/domain/family-month';

/** Midnight in Dhaka on 1 November 2026 is 18:00 UTC on 31 October. */
const NOV_1_DHAKA = Date.UTC(2026, 9, 31, 18, 0);

describe('the month in Dhaka time', () => {
  it('turns at midnight in Dhaka (18:00 UTC the day before), not at midnight UTC', () => {
    expect(dhakaMonth(Date.UTC(2026, 9, 31, 17, 59)).end).toBe(NOV_1_DHAKA);
    expect(dhakaMonth(NOV_1_DHAKA).start).toBe(NOV_1_DHAKA);
  });

  it('turns the year in Dhaka too', () => {
    expect(dhakaMonth(Date.UTC(2026, 11, 31, 18, 0))).toEqual({
      start: Date.UTC(2026, 11, 31, 18, 0),
      end: Date.UTC(2027, 0, 31, 18, 0),
    });
  });

  it('property: every moment lies in its month, and the month before ends where it starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const { start, end } = dhakaMonth(now);
        expect(start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(end);
        expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000);
        expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);
        expect(dhakaMonth(start - 1).end).toBe(start);
      }),
    );
  });
});
