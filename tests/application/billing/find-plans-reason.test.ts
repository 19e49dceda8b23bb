import { describe, expect, it } from 'vitest';
import { atCodeStep, billingHarness } from './billing-fakes';

describe('FindPlansReason and the way back after a purchase', () => {
  it('a player sent from the tournament is told why, and the premium games plans unlock it', () => {
    const h = billingHarness();
    h.storage.set('previous-url', '/tournament');
    expect(h.plansReason.execute()).toMatchObject({ feature: 'tournament', unlockedBy: 'general' });
    expect(h.plansReason.execute()?.text).toMatch(/^Tournaments need a plan: /);
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

  it('without a remembered path the player stays on /plans after the purchase', async () => {
    const h = await atCodeStep('ps-weekly');
    await h.verify.execute('123456');
    expect(h.navigation.visited).toEqual(['/plans']);
  });
});
