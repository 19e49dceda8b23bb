import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../src/domain/receipt';
import { familySetup, LIMITS } from './family-fakes';

const bought = (amount: number, at: number): Receipt => ({
  id: `r-${at}`,
  kind: 'purchase',
  plan: 'general',
  planName: 'Weekly',
  amount,
  currency: 'BDT',
  validityDays: 7,
  at,
  reference: null,
});

describe("reading family mode for the profile's page", () => {
  it('says off when nothing was set', () => {
    expect(familySetup().read.execute()).toEqual({ on: false });
  });

  it("shows the limits with this month's spending and today's minutes, never the PIN or its hash", async () => {
    const { read, turnOn, storage, record, now, advance } = familySetup();
    await turnOn.execute('4821', LIMITS);
    storage.set('billing-receipts', { parent: [bought(20, now() - 60_000)] });
    const since = now();
    advance(12 * 60_000 + 30_000);
    record.execute(since, false);
    expect(read.execute()).toEqual({ on: true, ...LIMITS, keptFor: 'own', spentThisMonth: 20, minutesPlayedToday: 12 });
  });
});
