import { describe, expect, it, vi } from 'vitest';
import { billingHarness, offline, rejected } from './billing-fakes';

describe('SendSubscriptionCode (spec §4: otpSent becomes true after a code is sent)', () => {
  it('sends {PricingSlotId, mobile, ForwardedFrom} for the general plan, sets otpSent and goes to the code step', async () => {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: true });
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledWith({
      pricingSlotId: 'ps-weekly',
      mobile: '01712345678',
      forwardedFrom: 'web',
    });
    expect(h.port.sendEsportsSubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing).toMatchObject({ otpSent: true, verified: false, loading: false, error: null, mobile: '01712345678' });
    expect(h.navigation.visited).toEqual(['/payment', '/payment-otp-verification']);
  });

  it('sends {PricingSlotId, mobile} through the esports call for an esports slot', async () => {
    const h = billingHarness();
    h.select.execute('ps-esports-weekly');
    await h.send.execute('01712345678');
    expect(h.port.sendEsportsSubscriptionCode).toHaveBeenCalledWith({
      pricingSlotId: 'ps-esports-weekly',
      mobile: '01712345678',
    });
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing.otpSent).toBe(true);
  });

  it.each(['+8801712345678', '8801712345678', ' 017-1234 5678 '])('accepts %j and sends the local form', async (typed) => {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    await h.send.execute(typed);
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledWith(expect.objectContaining({ mobile: '01712345678' }));
  });

  it.each(['', '12345', '01212345678', '+44 7700 900123'])('refuses %j beside the field and sends nothing', async (typed) => {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    await expect(h.send.execute(typed)).resolves.toEqual({
      ok: false,
      fieldError: { code: 'mobile-invalid' },
    });
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing.otpSent).toBe(false);
  });

  it("shows the server's message in the 'Failed' modal and keeps otpSent false", async () => {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    h.port.sendSubscriptionCode.mockRejectedValue(rejected('This number cannot be billed'));
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: false });
    expect(h.billing).toMatchObject({
      otpSent: false,
      loading: false,
      error: { code: 'refused', message: 'This number cannot be billed' },
    });
    expect(h.modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'This number cannot be billed' },
    });
    expect(h.navigation.visited).toEqual(['/payment']);
  });

  it("falls back to 'An unexpected error occurred' (spec §8) when the server gave no message", async () => {
    const h = billingHarness();
    h.select.execute('ps-weekly');
    h.port.sendSubscriptionCode.mockRejectedValue(offline());
    await h.send.execute('01712345678');
    expect(h.billing.error).toEqual({ code: 'billing-failed' });
    expect(h.modal.text).toEqual({ code: 'billing-failed' });
  });

  it('resends to the confirmed number after the cooldown, without leaving the code step, with a toast', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const h = billingHarness();
    h.select.execute('ps-weekly');
    await h.send.execute('01712345678');
    expect(h.billing.resendAvailableAt).toBe(Date.now() + 30_000);
    // During the cooldown a resend is refused and nothing is sent.
    await expect(h.send.execute(h.billing.mobile, { resend: true })).resolves.toEqual({ ok: false });
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    await expect(h.send.execute(h.billing.mobile, { resend: true })).resolves.toEqual({ ok: true });
    vi.useRealTimers();
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(2);
    expect(h.navigation.visited).toEqual(['/payment', '/payment-otp-verification']);
    expect(h.toasts.toasts.map((t) => t.notice)).toEqual([{ code: 'code-resent' }]);
  });

  it('does nothing without a chosen plan, or while a request is under way', async () => {
    const h = billingHarness();
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: false });
    h.select.execute('ps-weekly');
    h.billing.loading = true;
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: false });
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
  });
});
