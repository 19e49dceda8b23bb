import { describe, expect, it } from 'vitest';
import { initialBillingState } from '../../../src/application/stores/billing.store';
import { billingHarness } from './billing-fakes';

describe('SelectPlan: Subscribe on a pricing slot', () => {
  it('starts a purchase of that slot with the profile mobile prefilled and goes to /payment', () => {
    const h = billingHarness();
    Object.assign(h.billing, { otpSent: true, verified: true, error: 'old', message: 'old' });
    expect(h.select.execute('ps-monthly')).toEqual({ ok: true });
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
    expect(h.select.execute('ps-gone')).toEqual({ ok: false, reason: 'unavailable' });
    expect(h.billing.selectedPlanId).toBeNull();
    expect(h.navigation.visited).toEqual([]);
  });

  it('never sells the plan the player already holds', () => {
    const h = billingHarness();
    Object.assign(h.profile.profile!, { isPremiumUser: true, subscription: 'Monthly Pass' });
    expect(h.select.execute('ps-monthly', { confirmedSecondPlan: true })).toEqual({ ok: false, reason: 'already-held' });
    expect(h.billing.selectedPlanId).toBeNull();
    expect(h.navigation.visited).toEqual([]);
  });

  it('asks before a second general plan while one is active, and starts it only once confirmed', () => {
    const h = billingHarness();
    Object.assign(h.profile.profile!, { isPremiumUser: true, subscription: 'Monthly Pass' });
    expect(h.select.execute('ps-weekly')).toEqual({ ok: false, reason: 'needs-confirmation', currentPlan: 'Monthly Pass' });
    expect(h.billing.selectedPlanId).toBeNull();
    expect(h.navigation.visited).toEqual([]);

    expect(h.select.execute('ps-weekly', { confirmedSecondPlan: true })).toEqual({ ok: true });
    expect(h.billing.pricingSlotId).toBe('ps-weekly');
    expect(h.navigation.visited).toEqual(['/payment']);
  });

  it('an esports plan held does not stand in the way of a general plan, and the other way round', () => {
    const h = billingHarness();
    Object.assign(h.profile.profile!, { isPremiumUserESports: true, subscriptionESports: 'Esports Weekly' });
    expect(h.select.execute('ps-weekly')).toEqual({ ok: true });
    expect(h.select.execute('ps-esports-weekly')).toEqual({ ok: false, reason: 'already-held' });
  });
});
