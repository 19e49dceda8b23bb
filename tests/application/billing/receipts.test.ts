import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, atCodeStep, billingHarness } from './billing-fakes';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('Receipts: kept on the device after each purchase and cancellation, per user', () => {
  it('a purchase activated at once leaves a receipt with the plan, amount, date and the backend reference', async () => {
    const h = await atCodeStep('ps-weekly', { now: () => NOW });
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: null, reference: 'txn-9' });
    await h.verify.execute('123456');
    expect(h.listReceipts.execute()).toEqual([
      {
        id: 'r-1',
        kind: 'purchase',
        plan: 'general',
        planName: 'Weekly',
        amount: 25,
        currency: 'BDT',
        validityDays: 7,
        at: NOW,
        reference: 'txn-9',
      },
    ]);
  });

  it("a payment confirmed on the return from the operator's page leaves a receipt; a cancelled one does not", async () => {
    const h = await atCodeStep('ps-monthly', { now: () => NOW });
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: `${APP_ORIGIN}/pay/1` });
    await h.verify.execute('123456');
    // The portal loads afresh on /plans?recharge=…
    const back = billingHarness({ storage: h.storage.raw(), now: () => NOW });
    await back.rechargeReturn.execute('canceled');
    expect(back.listReceipts.execute()).toEqual([]);
    await back.rechargeReturn.execute('success');
    expect(back.listReceipts.execute()).toMatchObject([{ kind: 'purchase', planName: 'Monthly Pass', amount: 80 }]);
  });

  it('a cancellation leaves a receipt naming the cancelled plan, with no amount', async () => {
    const h = billingHarness({ now: () => NOW });
    Object.assign(h.profile.profile!, { isPremiumUser: true, subscription: 'Monthly Pass' });
    await h.cancel.execute({ rating: 2, reason: '' });
    expect(h.listReceipts.execute()).toMatchObject([
      { kind: 'cancellation', plan: 'general', planName: 'Monthly Pass', amount: null, at: NOW },
    ]);
  });

  it('a failed purchase or cancellation leaves no receipt', async () => {
    const h = await atCodeStep('ps-weekly');
    h.port.verifySubscriptionCode.mockRejectedValue(new Error('down'));
    await h.verify.execute('123456');
    h.port.cancelSubscription.mockRejectedValue(new Error('down'));
    await h.cancel.execute({ rating: 1, reason: '' });
    expect(h.listReceipts.execute()).toEqual([]);
  });

  it("another user of the device never sees the first user's receipts", async () => {
    const h = await atCodeStep('ps-weekly');
    await h.verify.execute('123456');
    expect(h.listReceipts.execute()).toHaveLength(1);
    const other = billingHarness({ storage: h.storage.raw(), userId: 'u-other' });
    expect(other.listReceipts.execute()).toEqual([]);
    h.auth.userId = null;
    expect(h.listReceipts.execute()).toEqual([]);
  });

  it('lists the newest first', () => {
    let now = NOW;
    const h = billingHarness({ now: () => now });
    const details = {
      kind: 'purchase',
      plan: 'general',
      planName: 'Daily',
      amount: 5,
      currency: 'BDT',
      validityDays: 1,
      reference: null,
    } as const;
    h.recordReceipt.execute(details);
    now += 1000;
    h.recordReceipt.execute({ ...details, planName: 'Weekly' });
    expect(h.listReceipts.execute().map((r) => r.planName)).toEqual(['Weekly', 'Daily']);
  });
});
