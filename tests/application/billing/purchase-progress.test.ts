import { describe, expect, it } from 'vitest';
import { initialBillingState } from '../../../src/application/stores/billing.store';
import { resetStore } from '../../../src/application/stores/create-store';
import { SAVED_PURCHASE_MAX_AGE_MS } from '../../../src/domain/saved-purchase';
import { APP_ORIGIN, atCodeStep, billingHarness, rejected } from './billing-fakes';

/** The same device after a reload: the stores are empty, the storage is what was saved. */
function reloaded(h: ReturnType<typeof billingHarness>, options: { userId?: string; now?: () => number } = {}) {
  return billingHarness({ storage: h.storage.raw(), ...options });
}

describe('PurchaseProgress: the buying steps survive a reload and Back from the payment page', () => {
  it('a reload on the code step finds the plan, the number and the sent code again, but never the typed code', async () => {
    const h = await atCodeStep('ps-weekly');
    h.port.verifySubscriptionCode.mockRejectedValue(rejected('Invalid OTP'));
    await h.verify.execute('654321');
    const after = reloaded(h);
    expect(after.billing.selectedPlanId).toBeNull();
    expect(after.progress.execute()).toBe(true);
    expect(after.billing).toMatchObject({
      selectedPlanId: 'general',
      pricingSlotId: 'ps-weekly',
      mobile: '01700000002',
      otpSent: true,
      verified: false,
    });
    expect(JSON.stringify(h.storage.raw())).not.toContain('654321');
  });

  it('Back and Forward between the steps keep what was chosen and typed: the state outlives the screens', async () => {
    const h = await atCodeStep('ps-weekly');
    // Back to /payment, then Forward to the code step: the screens read the same state.
    expect(h.progress.execute()).toBe(true);
    expect(h.billing).toMatchObject({ pricingSlotId: 'ps-weekly', mobile: '01700000002', otpSent: true });
  });

  it("Back from the operator's payment page lands on the plan being bought: the code step is replaced by /payment first", async () => {
    const h = await atCodeStep('ps-monthly');
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: `${APP_ORIGIN}/pay/1` });
    await h.verify.execute('123456');
    expect(h.navigation.visited).toEqual(['/payment']);
    expect(h.navigation.assigned).toEqual(['/pay/1']);
    // The operator's page was a full page load: Back comes to /payment with an empty state.
    const back = reloaded(h);
    expect(back.progress.execute()).toBe(true);
    expect(back.billing).toMatchObject({ pricingSlotId: 'ps-monthly', verified: true });
  });

  it('is never restored for another user of the device, and is then forgotten', async () => {
    const h = await atCodeStep('ps-weekly');
    const other = reloaded(h, { userId: 'u-other' });
    expect(other.progress.execute()).toBe(false);
    expect(other.billing).toEqual(initialBillingState());
    expect(other.storage.get('billing-purchase')).toBeUndefined();
  });

  it('a purchase left alone longer than half an hour is forgotten', async () => {
    const start = Date.now();
    const h = await atCodeStep('ps-weekly', { now: () => start });
    const later = reloaded(h, { now: () => start + SAVED_PURCHASE_MAX_AGE_MS + 1 });
    expect(later.progress.execute()).toBe(false);
    expect(later.billing.selectedPlanId).toBeNull();
  });

  it('ends with the purchase: after activation, and when the player leaves the payment group', async () => {
    const h = await atCodeStep('ps-weekly');
    await h.verify.execute('123456');
    expect(h.storage.get('billing-purchase')).toBeUndefined();

    const left = await atCodeStep('ps-weekly');
    left.navigation.go('/home');
    left.leave.execute();
    expect(left.storage.get('billing-purchase')).toBeUndefined();
    resetStore(left.billing, initialBillingState);
    expect(left.progress.execute()).toBe(false);
  });
});
