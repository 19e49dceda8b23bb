import { describe, expect, it } from 'vitest';
import { aProfile } from '../profile/profile-fakes';
import { billingHarness, offline } from './billing-fakes';

function subscriber() {
  const h = billingHarness();
  h.profile.profile = aProfile({
    isPremiumUser: true,
    subscription: 'Weekly',
    isPremiumUserESports: true,
    subscriptionESports: 'Esports Weekly',
  });
  return h;
}

describe('CancelEsportsSubscription', () => {
  it("sets 'Esports Plan cancelled successfully' by default and clears the esports flags only", async () => {
    const h = subscriber();
    await expect(h.cancelEsports.execute()).resolves.toEqual({ ok: true });
    expect(h.port.cancelEsportsSubscription).toHaveBeenCalledTimes(1);
    expect(h.billing.message).toEqual({ code: 'esports-plan-cancelled' });
    expect(h.profile.profile).toMatchObject({ isPremiumUserESports: false, subscriptionESports: null, isPremiumUser: true });
  });

  it("prefers the server's message, and falls back to the billing message on failure", async () => {
    const h = subscriber();
    h.port.cancelEsportsSubscription.mockResolvedValueOnce('Esports plan stopped').mockRejectedValueOnce(offline());
    await h.cancelEsports.execute();
    expect(h.billing.message).toEqual({ code: 'server-message', message: 'Esports plan stopped' });
    await expect(h.cancelEsports.execute()).resolves.toEqual({ ok: false });
    expect(h.billing).toMatchObject({ error: { code: 'billing-failed' }, message: null });
  });
});
