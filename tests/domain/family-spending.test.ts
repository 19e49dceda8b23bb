import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSpending, leftThisMonth, spentThisMonth } from '../../src/domain/family-spending';
import { dhakaMonth } from '../../src/domain/family-month';
import type { Receipt } from '../../src/domain/receipt';

/** Midnight in Dhaka on 1 November 2026 is 18:00 UTC on 31 October. */
const NOV_1_DHAKA = Date.UTC(2026, 9, 31, 18, 0);
const DEC_1_DHAKA = Date.UTC(2026, 10, 30, 18, 0);

const receipt = (at: number, amount: number | null, kind: Receipt['kind'] = 'purchase'): Receipt => ({
  id: `r-${at}-${amount}`,
  kind,
  plan: 'general',
  planName: 'Weekly',
  amount,
  currency: 'BDT',
  validityDays: 7,
  at,
  reference: null,
});

describe('the monthly window in Dhaka time', () => {
  it('runs from the first midnight of the month in Dhaka to the next', () => {
    expect(dhakaMonth(NOV_1_DHAKA)).toEqual({ start: NOV_1_DHAKA, end: DEC_1_DHAKA });
    expect(dhakaMonth(DEC_1_DHAKA - 1)).toEqual({ start: NOV_1_DHAKA, end: DEC_1_DHAKA });
    // 31 October 20:00 UTC is already 1 November in Dhaka.
    expect(dhakaMonth(Date.UTC(2026, 9, 31, 20, 0)).start).toBe(NOV_1_DHAKA);
  });

  it("counts this month's purchases, not last month's, cancellations or free ones", () => {
    const now = Date.UTC(2026, 10, 15, 12, 0);
    const receipts = [
      receipt(NOV_1_DHAKA - 1, 100),
      receipt(NOV_1_DHAKA, 5),
      receipt(now, 20),
      receipt(now, null, 'cancellation'),
      receipt(now, 0),
      receipt(DEC_1_DHAKA, 50),
    ];
    expect(spentThisMonth(receipts, now)).toBe(25);
  });

  it('starts a new month at midnight in Dhaka, whatever the time in UTC', () => {
    const receipts = [receipt(DEC_1_DHAKA - 60_000, 30)];
    expect(spentThisMonth(receipts, DEC_1_DHAKA - 1)).toBe(30);
    expect(spentThisMonth(receipts, DEC_1_DHAKA)).toBe(0);
  });
});

describe('the monthly spending limit', () => {
  it('allows a purchase that reaches the limit exactly and says what is left after it', () => {
    expect(checkSpending(50, 45, 5)).toEqual({ allowed: true, limit: 50, leftAfter: 0 });
  });

  it('refuses a purchase that would pass the limit, saying how much is left this month', () => {
    expect(checkSpending(50, 45, 20)).toEqual({ allowed: false, limit: 50, left: 5 });
    expect(checkSpending(50, 80, 5)).toEqual({ allowed: false, limit: 50, left: 0 });
  });

  it('refuses a price that is not a number rather than let it through', () => {
    expect(checkSpending(50, 0, Number.NaN)).toEqual({ allowed: false, limit: 50, left: 50 });
  });

  it('allows any purchase without a limit', () => {
    expect(checkSpending(null, 10_000, 500)).toEqual({ allowed: true, limit: null, leftAfter: null });
  });

  it('with a limit of 0, refuses every paid purchase', () => {
    expect(checkSpending(0, 0, 5)).toEqual({ allowed: false, limit: 0, left: 0 });
  });

  it('property: a purchase is allowed exactly when what was spent plus its price stays within the limit', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(20_000), fc.integer({ min: 1, max: 5_000 }), (limit, spent, price) => {
        const verdict = checkSpending(limit, spent, price);
        expect(verdict.allowed).toBe(spent + price <= limit);
        if (verdict.allowed) expect(verdict.leftAfter).toBe(limit - spent - price);
        else expect(verdict.left).toBe(leftThisMonth(limit, spent));
      }),
    );
  });

  it('property: purchases allowed one after another never spend more than the limit in a month', () => {
    fc.assert(
      fc.property(
        fc.nat(2_000),
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 500 }), day: fc.integer({ min: 0, max: 29 }) }), { maxLength: 30 }),
        (limit, wanted) => {
          const receipts: Receipt[] = [];
          for (const { price, day } of [...wanted].sort((a, b) => a.day - b.day)) {
            const at = NOV_1_DHAKA + day * 86_400_000;
            if (checkSpending(limit, spentThisMonth(receipts, at), price).allowed) receipts.push(receipt(at, price));
          }
          expect(spentThisMonth(receipts, DEC_1_DHAKA - 1)).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('property: the spending of a month counts only receipts inside its window', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: NOV_1_DHAKA - 40 * 86_400_000, max: DEC_1_DHAKA + 40 * 86_400_000 }),
            amount: fc.nat(1000),
          }),
        ),
        fc.integer({ min: NOV_1_DHAKA, max: DEC_1_DHAKA - 1 }),
        (list, now) => {
          const receipts = list.map(({ at, amount }) => receipt(at, amount));
          const inside = list
            .filter(({ at }) => at >= NOV_1_DHAKA && at < DEC_1_DHAKA)
            .reduce((sum, { amount }) => sum + amount, 0);
          expect(spentThisMonth(receipts, now)).toBe(inside);
        },
      ),
    );
  });
});
