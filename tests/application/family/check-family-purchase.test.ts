import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../src/domain/receipt';
import { familySetup, LIMITS, T0 } from './family-fakes';

const purchase = (amount: number, at: number, id = `r-${at}`): Receipt => ({
  id,
  kind: 'purchase',
  plan: 'general',
  planName: 'Weekly',
  amount,
  currency: 'BDT',
  validityDays: 7,
  at,
  reference: null,
});
/** The first midnight of November 2026 in Dhaka. */
const NOV_1 = Date.UTC(2026, 9, 31, 18, 0);

describe('family mode’s check before a purchase’s code is sent', () => {
  it('allows a purchase at once with family mode off', async () => {
    expect(await familySetup().purchase.execute(500)).toEqual({ code: 'family-allowed' });
  });

  it('asks the PIN first, and allows only with the right one', async () => {
    const { turnOn, purchase: check } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await check.execute(5)).toEqual({ code: 'family-pin-needed' });
    expect(await check.execute(5, '1111')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(await check.execute(5, '4821')).toEqual({ code: 'family-allowed' });
  });

  it('refuses a purchase that would pass the monthly limit before any PIN, saying how much is left', async () => {
    const { turnOn, purchase: check, storage, book } = familySetup();
    await turnOn.execute('4821', LIMITS);
    // This month's purchases on the device, whichever account made them; last month's do not count.
    storage.set('billing-receipts', {
      parent: [purchase(30, T0 - 86_400_000), purchase(100, NOV_1 - 1)],
      'other-account': [purchase(15, NOV_1)],
    });
    expect(await check.execute(20, '4821')).toEqual({ code: 'family-limit-passed', limit: 50, left: 5 });
    expect(book.attempts().wrong).toBe(0);
    expect(await check.execute(5)).toEqual({ code: 'family-pin-needed' });
  });

  it('refuses while the PIN is locked, with when the lock ends', async () => {
    const { turnOn, purchase: check, now } = familySetup();
    await turnOn.execute('4821', LIMITS);
    for (const pin of ['0000', '1111']) await check.execute(5, pin);
    expect(await check.execute(5, '2222')).toEqual({ code: 'family-pin-locked', until: now() + 15 * 60_000 });
    expect(await check.execute(5, '4821')).toEqual({ code: 'family-pin-locked', until: now() + 15 * 60_000 });
  });
});
