import { describe, expect, it } from 'vitest';
import { atCodeStep, billingHarness } from './billing-fakes';

describe('FindPlansReason and the way back after a purchase', () => {
  it('a player sent from the tournament is told why, and the premium games plans unlock it', () => {
    const h = billingHarness();
    h.storage.set('previous-url', '/tournament');
    expect(h.plansReason.execute()).toMatchObject({ feature: 'tournament', unlockedBy: 'general' });
  });

  it('a player sent from a premium game is told premium games need a plan', () => {
    const h = billingHarness();
    h.storage.set('previous-url', '/game-details/neon-2048');
    expect(h.plansReason.execute()).toMatchObject({ feature: 'premium-game' });
  });

  it('a player who opened /plans by themselves gets no reason', () => {
    expect(billingHarness().plansReason.execute()).toBeNull();
    const h = billingHarness();
    h.storage.set('previous-url', '//evil.example/tournament');
    expect(h.plansReason.execute()).toBeNull();
  });

  it('after the purchase the player goes back to the remembered path, used once', async () => {
    const h = await atCodeStep('ps-weekly', { storage: { 'previous-url': '/tournament' } });
    await h.verify.execute('123456');
    expect(h.navigation.visited).toEqual(['/tournament']);
    expect(h.storage.get('previous-url')).toBeUndefined();
  });

  it("after a payment confirmed on the return from the operator's page, the player goes back to the remembered path too", async () => {
    const h = await atCodeStep('ps-monthly', { storage: { 'previous-url': '/tournament' } });
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: '/pay/1' });
    await h.verify.execute('123456');
    const back = billingHarness({ storage: h.storage.raw() });
    await back.rechargeReturn.execute('success');
    expect(back.navigation.visited).toEqual(['/plans', '/tournament']);
    expect(back.modal).toMatchObject({ open: true, title: { code: 'subscription-successful' } });
    expect(back.storage.get('previous-url')).toBeUndefined();
  });

  it('a cancelled payment keeps the player on /plans, the remembered path kept for a retry', async () => {
    const back = billingHarness({ storage: { 'previous-url': '/tournament' } });
    await back.rechargeReturn.execute('canceled');
    expect(back.navigation.visited).toEqual(['/plans']);
    expect(back.storage.get('previous-url')).toBe('/tournament');
  });

  it('without a remembered path the player stays on /plans after the purchase', async () => {
    const h = await atCodeStep('ps-weekly');
    await h.verify.execute('123456');
    expect(h.navigation.visited).toEqual(['/plans']);
  });
});
