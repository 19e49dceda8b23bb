import { describe, expect, it } from 'vitest';
import { aProfile } from '../profile/profile-fakes';
import { billingHarness, offline, rejected } from './billing-fakes';

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

describe('CancelSubscription (spec §5: cancel sends the platform rating plus one)', () => {
  it.each([
    [0, 1],
    [2, 3],
    [4, 5],
  ])('UI rating %i goes out as PlatformRating %i with the trimmed reason', async (rating, platformRating) => {
    const h = subscriber();
    await expect(h.cancel.execute({ rating, reason: '  Too expensive  ' })).resolves.toEqual({ ok: true });
    expect(h.port.cancelSubscription).toHaveBeenCalledWith({ platformRating, reasonToCancel: 'Too expensive' });
  });

  it("sets the default message 'Plan cancelled successfully' (spec §4) and clears the general flags only", async () => {
    const h = subscriber();
    await h.cancel.execute({ rating: 3, reason: '' });
    expect(h.billing).toMatchObject({ message: { code: 'plan-cancelled' }, loading: false, error: null });
    expect(h.profile.profile).toMatchObject({ isPremiumUser: false, subscription: null, isPremiumUserESports: true });
  });

  it("prefers the server's message", async () => {
    const h = subscriber();
    h.port.cancelSubscription.mockResolvedValue('Your Weekly plan has been cancelled');
    await h.cancel.execute({ rating: 1, reason: '' });
    expect(h.billing.message).toEqual({ code: 'server-message', message: 'Your Weekly plan has been cancelled' });
  });

  it('asks for a rating and a reason under 500 characters before sending anything', async () => {
    const h = subscriber();
    await expect(h.cancel.execute({ rating: null, reason: 'x'.repeat(501) })).resolves.toEqual({
      ok: false,
      fieldErrors: { rating: { code: 'rating-required', stars: 5 }, reason: { code: 'reason-too-long', max: 500 } },
    });
    await expect(h.cancel.execute({ rating: 5, reason: '' })).resolves.toMatchObject({ ok: false });
    expect(h.port.cancelSubscription).not.toHaveBeenCalled();
  });

  it("on failure keeps the plan and shows the server's message or 'An unexpected error occurred'", async () => {
    const h = subscriber();
    h.port.cancelSubscription
      .mockRejectedValueOnce(rejected('You have no active plan to cancel'))
      .mockRejectedValueOnce(offline());
    await h.cancel.execute({ rating: 2, reason: '' });
    expect(h.billing).toMatchObject({
      error: { code: 'refused', message: 'You have no active plan to cancel' },
      message: null,
      loading: false,
    });
    await h.cancel.execute({ rating: 2, reason: '' });
    expect(h.billing.error).toEqual({ code: 'billing-failed' });
    expect(h.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'billing-failed' } });
    expect(h.profile.profile?.isPremiumUser).toBe(true);
  });
});
