import { describe, expect, it } from 'vitest';
import { billingHarness } from './billing-fakes';

describe('LoadPricingSlots (spec §7: both plans read data.pricingSlots)', () => {
  it('loads both plans, each with its own state', async () => {
    const h = billingHarness();
    h.subscription.general = { status: 'idle', error: undefined, slots: [] };
    h.port.pricingSlots.mockImplementation(async (plan) => {
      if (plan === 'esports') throw new Error('boom');
      return [{ id: 'ps-daily', plan: 'general', name: 'Daily', description: '', price: 5, currency: 'BDT', validityDays: 1 }];
    });
    await h.loadSlots.execute();
    expect(h.port.pricingSlots.mock.calls.map(([plan]) => plan)).toEqual(['general', 'esports']);
    expect(h.subscription.general).toMatchObject({ status: 'succeeded', slots: [{ id: 'ps-daily' }] });
    // Not a ServiceError: the user sees the billing fallback, never a programming error's text.
    expect(h.subscription.esports).toMatchObject({ status: 'failed', error: { code: 'billing-failed' } });
  });

  it('reloads one plan on Retry', async () => {
    const h = billingHarness();
    await h.loadSlots.execute(['esports']);
    expect(h.port.pricingSlots.mock.calls).toEqual([['esports']]);
  });
});
