import { describe, expect, it } from 'vitest';
import { initialBillingState } from '../../../src/application/stores/billing.store';
import { billingHarness } from './billing-fakes';

describe('SelectPlan: Subscribe on a pricing slot', () => {
  it('starts a purchase of that slot with the profile mobile prefilled and goes to /payment', () => {
    const h = billingHarness();
    Object.assign(h.billing, { otpSent: true, verified: true, error: 'old', message: 'old' });
    expect(h.select.execute('ps-monthly')).toBe(true);
    expect({ ...h.billing }).toEqual({
      ...initialBillingState(),
      selectedPlanId: 'general',
      pricingSlotId: 'ps-monthly',
      mobile: '01700000002',
    });
    expect(h.navigation.visited).toEqual(['/payment']);
  });

  it('names the esports plan for an esports slot', () => {
    const h = billingHarness();
    h.select.execute('ps-esports-weekly');
    expect(h.billing.selectedPlanId).toBe('esports');
    expect(h.billing.pricingSlotId).toBe('ps-esports-weekly');
  });

  it('ignores a slot that is not on sale', () => {
    const h = billingHarness();
    expect(h.select.execute('ps-gone')).toBe(false);
    expect(h.billing.selectedPlanId).toBeNull();
    expect(h.navigation.visited).toEqual([]);
  });
});
