import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dhakaDay, dhakaDayStart } from '../../src/domain/family-time';

describe('days in Dhaka time', () => {
  it('turns the day at midnight in Dhaka (18:00 UTC), not at midnight UTC', () => {
    expect(dhakaDay(Date.UTC(2026, 10, 27, 17, 59))).toBe('2026-11-27');
    expect(dhakaDay(Date.UTC(2026, 10, 27, 18, 0))).toBe('2026-11-28');
    expect(dhakaDayStart(Date.UTC(2026, 10, 28, 3, 0))).toBe(Date.UTC(2026, 10, 27, 18, 0));
  });

  it('property: every moment lies within a day of 24 hours that starts at its Dhaka midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const start = dhakaDayStart(now);
        expect(start).toBeLessThanOrEqual(now);
        expect(now - start).toBeLessThan(86_400_000);
        expect(dhakaDay(start)).toBe(dhakaDay(now));
        expect(dhakaDay(start - 1)).not.toBe(dhakaDay(now));
      }),
    );
  });
});
