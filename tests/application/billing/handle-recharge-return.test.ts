import { describe, expect, it } from 'vitest';
import { aProfile } from '../profile/profile-fakes';
import { billingHarness, rejected } from './billing-fakes';

describe('HandleRechargeReturn (spec §2: /plans?recharge=success|canceled|error is the return route after a recharge)', () => {
  it.each([
    ['success', { code: 'subscription-active' }, 'The payment page returned success', true],
    ['canceled', { code: 'payment-cancelled' }, 'The user cancelled on the payment page', false],
    ['error', { code: 'payment-failed' }, 'The payment page returned an error', false],
  ] as const)(
    '%s: shows its message, confirms {status, remarks}, drops the query and reloads the profile',
    async (outcome, message, remarks, verified) => {
      const h = billingHarness();
      h.profilePort.get.mockResolvedValue(aProfile({ isPremiumUser: outcome === 'success', subscription: 'Monthly Pass' }));
      await h.rechargeReturn.execute(outcome);
      expect(h.port.confirmPurchase).toHaveBeenCalledWith({ status: outcome, remarks });
      expect(h.billing).toMatchObject({ message, verified, loading: false, error: null });
      expect(h.navigation.visited).toEqual(['/plans']);
      expect(h.profilePort.get).toHaveBeenCalledTimes(1);
      expect(h.profile.profile?.isPremiumUser).toBe(outcome === 'success');
    },
  );

  it('ignores a missing or unknown outcome', async () => {
    const h = billingHarness();
    await h.rechargeReturn.execute(null);
    await h.rechargeReturn.execute('paid');
    expect(h.port.confirmPurchase).not.toHaveBeenCalled();
    expect(h.billing.message).toBeNull();
    expect(h.navigation.visited).toEqual([]);
  });

  it('confirms once even when asked twice at the same time (a screen effect running twice)', async () => {
    const h = billingHarness();
    await Promise.all([h.rechargeReturn.execute('success'), h.rechargeReturn.execute('success')]);
    expect(h.port.confirmPurchase).toHaveBeenCalledTimes(1);
  });

  it("a refused confirmation shows the 'Failed' modal and does not claim an active subscription", async () => {
    const h = billingHarness();
    h.port.confirmPurchase.mockRejectedValue(rejected('No completed payment was found for this account'));
    await h.rechargeReturn.execute('success');
    expect(h.billing).toMatchObject({
      message: null,
      verified: false,
      error: { code: 'refused', message: 'No completed payment was found for this account' },
    });
    expect(h.modal).toMatchObject({
      title: { code: 'failed' },
      text: { code: 'refused', message: 'No completed payment was found for this account' },
    });
    expect(h.profilePort.get).toHaveBeenCalledTimes(1);
  });

  it('waits for a profile load already under way, then loads again so the flags are the confirmed ones', async () => {
    const h = billingHarness();
    h.profile.status = 'loading';
    const done = h.rechargeReturn.execute('success');
    await Promise.resolve();
    await Promise.resolve();
    expect(h.port.confirmPurchase).toHaveBeenCalled();
    expect(h.profilePort.get).not.toHaveBeenCalled();
    h.profile.status = 'succeeded';
    await done;
    expect(h.profilePort.get).toHaveBeenCalledTimes(1);
  });
});
