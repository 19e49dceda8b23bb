import { describe, expect, it } from 'vitest';
import { atCodeStep, offline, rejected } from './billing-fakes';

describe('VerifySubscriptionCode (spec §4: verified becomes true after code verification)', () => {
  it('verifies the general plan with the three /plans return URLs of spec §5', async () => {
    const h = await atCodeStep('ps-weekly');
    await h.verify.execute('123456');
    expect(h.port.verifySubscriptionCode).toHaveBeenCalledWith({
      pricingSlotId: 'ps-weekly',
      otp: '123456',
      returnUrls: {
        ok: 'https://play.example.com/plans?recharge=success',
        deny: 'https://play.example.com/plans?recharge=canceled',
        error: 'https://play.example.com/plans?recharge=error',
      },
    });
  });

  it('activates at once when no payment page is named: verified, premium flags set directly, success modal, /plans', async () => {
    const h = await atCodeStep('ps-weekly');
    await expect(h.verify.execute(' 123 456 ')).resolves.toEqual({ ok: true });
    expect(h.billing).toMatchObject({
      verified: true,
      otpSent: true,
      loading: false,
      error: null,
      message: { code: 'subscription-active' },
    });
    expect(h.profile.profile).toMatchObject({ isPremiumUser: true, subscription: 'Weekly', isPremiumUserESports: false });
    expect(h.modal).toMatchObject({
      open: true,
      modalType: 'success',
      title: { code: 'subscription-successful' },
      text: { code: 'plan-active', planName: 'Weekly', mobile: '01700000002' },
    });
    expect(h.navigation.visited).toEqual(['/plans']);
  });

  it('continues on the payment page the server names, as a full page load, when the URL guard accepts it', async () => {
    const h = await atCodeStep('ps-monthly');
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: 'https://play.example.com/mock-assets/payment/pay-1' });
    await expect(h.verify.execute('123456')).resolves.toEqual({ ok: true });
    expect(h.navigation.assigned).toEqual(['/mock-assets/payment/pay-1']);
    expect(h.billing).toMatchObject({ verified: true, loading: false });
    // Not active yet: the payment page decides, and /plans?recharge=… confirms.
    expect(h.profile.profile?.isPremiumUser).toBe(false);
  });

  it('follows a payment page on an allowed partner origin with its full URL', async () => {
    const h = await atCodeStep('ps-monthly', { allowedOrigins: ['https://pay.operator.example'] });
    h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl: 'https://pay.operator.example/checkout?id=7' });
    await h.verify.execute('123456');
    expect(h.navigation.assigned).toEqual(['https://pay.operator.example/checkout?id=7']);
  });

  it.each(['https://evil.example/pay', 'javascript:alert(1)', '//evil.example/pay'])(
    'never follows a payment URL the guard refuses (%s): the billing fallback instead',
    async (paymentUrl) => {
      const h = await atCodeStep('ps-monthly');
      h.port.verifySubscriptionCode.mockResolvedValue({ paymentUrl });
      await expect(h.verify.execute('123456')).resolves.toEqual({ ok: false });
      expect(h.navigation.assigned).toEqual([]);
      expect(h.billing).toMatchObject({ verified: false, error: { code: 'billing-failed' } });
      expect(h.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'billing-failed' } });
    },
  );

  it('verifies an esports slot through its own call and sets the esports flags', async () => {
    const h = await atCodeStep('ps-esports-weekly');
    await h.verify.execute('123456');
    expect(h.port.verifyEsportsSubscriptionCode).toHaveBeenCalledWith({ pricingSlotId: 'ps-esports-weekly', otp: '123456' });
    expect(h.port.verifySubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing.verified).toBe(true);
    expect(h.profile.profile).toMatchObject({
      isPremiumUserESports: true,
      subscriptionESports: 'Esports Weekly',
      isPremiumUser: false,
    });
  });

  it("a wrong code is said once, beside the field ('Invalid OTP'), with no 'Failed' modal on top, and changes nothing", async () => {
    const h = await atCodeStep('ps-weekly');
    h.port.verifySubscriptionCode.mockRejectedValue(rejected('Invalid OTP'));
    await expect(h.verify.execute('654321')).resolves.toEqual({
      ok: false,
      fieldError: { code: 'refused', message: 'Invalid OTP' },
    });
    expect(h.billing).toMatchObject({
      verified: false,
      otpSent: true,
      loading: false,
      error: { code: 'refused', message: 'Invalid OTP' },
      message: null,
    });
    expect(h.modal.open).toBe(false);
    expect(h.profile.profile?.isPremiumUser).toBe(false);
    expect(h.navigation.visited).toEqual([]);
  });

  it("falls back to 'An unexpected error occurred' without a server message (nothing beside the field)", async () => {
    const h = await atCodeStep('ps-weekly');
    h.port.verifySubscriptionCode.mockRejectedValue(offline());
    await expect(h.verify.execute('123456')).resolves.toEqual({ ok: false });
    expect(h.billing.error).toEqual({ code: 'billing-failed' });
    // No field to speak next to: the spec's 'Failed' modal says it, once.
    expect(h.modal).toMatchObject({ open: true, modalType: 'error', title: { code: 'failed' } });
  });

  it('checks the code shape first and sends nothing for a malformed code', async () => {
    const h = await atCodeStep('ps-weekly');
    await expect(h.verify.execute('')).resolves.toEqual({ ok: false, fieldError: { code: 'code-required' } });
    await expect(h.verify.execute('12ab')).resolves.toEqual({ ok: false, fieldError: { code: 'code-length', length: 6 } });
    expect(h.port.verifySubscriptionCode).not.toHaveBeenCalled();
  });

  it('does nothing before a code was sent', async () => {
    const h = await atCodeStep('ps-weekly');
    h.billing.otpSent = false;
    await expect(h.verify.execute('123456')).resolves.toEqual({ ok: false });
    expect(h.port.verifySubscriptionCode).not.toHaveBeenCalled();
  });
});
