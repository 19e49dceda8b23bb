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
    h.billing.message = { code: 'plan-cancelled' };
    h.reset.execute();
    expect({ ...h.billing }).toEqual(initialBillingState());
  });
});
