import { describe, expect, it } from 'vitest';
import { initialBillingState } from '../../../src/application/stores/billing.store';
import { billingHarness } from './billing-fakes';

describe('the payment group (spec §2: /payment, /payment-otp-verification and /plans form a special group)', () => {
  async function midPurchase() {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    await h.send.execute('01712345678');
    return h;
  }

  it('leaving the group mid-purchase resets the billing state', async () => {
    const h = await midPurchase();
    h.navigation.go('/home');
    h.leave.execute();
    expect({ ...h.billing }).toEqual(initialBillingState());
  });

  it.each(['/payment', '/plans?recharge=success', '/payment-otp-verification', '/plans/'])(
    'moving within the group (%s) keeps it',
    async (path) => {
      const h = await midPurchase();
      h.navigation.go(path);
      h.leave.execute();
      expect(h.billing).toMatchObject({ otpSent: true, pricingSlotId: 'ps-weekly' });
    },
  );

  it('ResetBilling returns every field to its initial value', async () => {
    const h = await midPurchase();
    h.billing.message = 'x';
    h.reset.execute();
    expect({ ...h.billing }).toEqual(initialBillingState());
  });
});

describe("returning after a purchase to the remembered path ('previous-url')", () => {
  it('offers the remembered in-app path and goes there once', () => {
    const h = billingHarness({ storage: { 'previous-url': '/tournament?tab=register' } });
    expect(h.findReturnPath.execute()).toBe('/tournament?tab=register');
    h.continueAfterPurchase.execute();
    expect(h.navigation.visited).toEqual(['/tournament?tab=register']);
    expect(h.storage.raw()['previous-url']).toBeUndefined();
  });

  it.each(['https://evil.example/x', '//evil.example', '/plans', '/payment', '/login?x=1'])('offers nothing for %s', (stored) => {
    const h = billingHarness({ storage: { 'previous-url': stored } });
    expect(h.findReturnPath.execute()).toBeNull();
  });

  it('goes home when nothing is remembered', () => {
    const h = billingHarness();
    h.continueAfterPurchase.execute();
    expect(h.navigation.visited).toEqual(['/home']);
  });
});

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
    expect(h.subscription.esports).toMatchObject({ status: 'failed', error: 'An unexpected error occurred' });
  });

  it('reloads one plan on Retry', async () => {
    const h = billingHarness();
    await h.loadSlots.execute(['esports']);
    expect(h.port.pricingSlots.mock.calls).toEqual([['esports']]);
  });
});
