import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { pricingSlotsDto, toPricingSlots } from '../../../src/adapters/http/billing-schemas';
import { billingGatewayFor, lastBody, RETURN_URLS, userRecord, type MockServer } from './billing-kit';

describe('HttpBillingGateway against the mock: spec §7 "Subscriptions"', () => {
  let server: MockServer;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  it('reads the general pricing slots from data.pricingSlots, without a login', async () => {
    const slots = await billingGatewayFor(server, null).pricingSlots('general');
    expect(slots.map((s) => s.id)).toEqual(['ps-daily', 'ps-weekly', 'ps-monthly']);
    expect(slots[2]).toEqual({
      id: 'ps-monthly',
      plan: 'general',
      name: 'Monthly Pass',
      description: 'Best value: every premium game and tournament for 30 days.',
      price: 80,
      currency: 'BDT',
      validityDays: 30,
      // The mock's slots state no VAT or supplementary charge: read as not stated.
      vat: null,
      supplementaryCharge: null,
    });
  });

  it('reads VAT and a supplementary charge when a slot states them (the mock does not)', async () => {
    const data = pricingSlotsDto.parse({
      pricingSlots: [{ id: 's1', name: 'Daily', price: 5, vat: '0.75', supplementaryCharge: 0.05 }],
    });
    const [slot] = await toPricingSlots(data, 'general');
    expect(slot).toMatchObject({ price: 5, vat: 0.75, supplementaryCharge: 0.05 });
  });

  it('reads the esports pricing slots for a logged-in user', async () => {
    const slots = await billingGatewayFor(server, DEMO_FREE_USER.id).pricingSlots('esports');
    expect(slots.map((s) => [s.id, s.plan])).toEqual([
      ['ps-esports-weekly', 'esports'],
      ['ps-esports-monthly', 'esports'],
    ]);
  });

  it('sends the code with {PricingSlotId, mobile, ForwardedFrom}; the mock opens a subscription challenge for that number', async () => {
    await billingGatewayFor(server, DEMO_FREE_USER.id).sendSubscriptionCode({
      pricingSlotId: 'ps-weekly',
      mobile: '01712345678',
      forwardedFrom: 'web',
    });
    expect(lastBody(server, '/api/auth/subscription/otp/send')).toEqual({
      PricingSlotId: 'ps-weekly',
      mobile: '01712345678',
      ForwardedFrom: 'web',
    });
    const challenge = server.backend().ctx.db.otpChallenge.findFirst({ where: { userId: { equals: DEMO_FREE_USER.id } } });
    expect(challenge).toMatchObject({ purpose: 'subscription', pricingSlotId: 'ps-weekly', mobile: '01712345678' });
  });

  it('verifies through v2 with {PricingSlotId, OTP, OkRedirectUrl, DenyRedirectUrl, ErrorRedirectUrl} and activates the plan', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendSubscriptionCode({ pricingSlotId: 'ps-weekly', mobile: '01700000002', forwardedFrom: 'web' });
    await expect(
      gateway.verifySubscriptionCode({ pricingSlotId: 'ps-weekly', otp: '123456', returnUrls: RETURN_URLS }),
    ).resolves.toEqual({
      paymentUrl: null,
      reference: expect.stringMatching(/^txn-/),
    });
    expect(lastBody(server, '/api/auth/v2/subscription/otp/verify')).toEqual({
      PricingSlotId: 'ps-weekly',
      OTP: '123456',
      OkRedirectUrl: RETURN_URLS.ok,
      DenyRedirectUrl: RETURN_URLS.deny,
      ErrorRedirectUrl: RETURN_URLS.error,
    });
    expect(userRecord(server, DEMO_FREE_USER.id)).toMatchObject({ isPremiumUser: true, subscription: 'Weekly' });
  });

  it("refuses a wrong code with 'Invalid OTP' and changes nothing", async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendSubscriptionCode({ pricingSlotId: 'ps-weekly', mobile: '01700000002', forwardedFrom: 'web' });
    await expect(
      gateway.verifySubscriptionCode({ pricingSlotId: 'ps-weekly', otp: '000000', returnUrls: RETURN_URLS }),
    ).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Invalid OTP',
    });
    expect(userRecord(server, DEMO_FREE_USER.id)).toMatchObject({ isPremiumUser: false, subscription: null });
  });

  it('refuses return URLs on another site (the mock payment page links only back to the caller)', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendSubscriptionCode({ pricingSlotId: 'ps-monthly', mobile: '01700000002', forwardedFrom: 'web' });
    const returnUrls = { ...RETURN_URLS, ok: 'https://evil.example/plans?recharge=success' };
    await expect(
      gateway.verifySubscriptionCode({ pricingSlotId: 'ps-monthly', otp: '123456', returnUrls }),
    ).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('the payment-page slot answers with a payment page whose Pay returns to OkRedirectUrl; confirm {status, remarks} then activates', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendSubscriptionCode({ pricingSlotId: 'ps-monthly', mobile: '01700000002', forwardedFrom: 'web' });
    const { paymentUrl } = await gateway.verifySubscriptionCode({
      pricingSlotId: 'ps-monthly',
      otp: '123456',
      returnUrls: RETURN_URLS,
    });
    expect(paymentUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/mock-assets/payment/pay-`));
    expect(userRecord(server, DEMO_FREE_USER.id)?.isPremiumUser).toBe(false);

    const page = await fetch(paymentUrl as string);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Monthly Pass');
    expect(html).not.toContain('<script');
    const paid = await fetch(paymentUrl as string, {
      method: 'POST',
      body: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(RETURN_URLS.ok);

    await gateway.confirmPurchase({ status: 'success', remarks: 'The payment page returned success' });
    expect(lastBody(server, '/api/auth/subscription/purchase/confirm')).toEqual({
      status: 'success',
      remarks: 'The payment page returned success',
    });
    expect(userRecord(server, DEMO_FREE_USER.id)).toMatchObject({ isPremiumUser: true, subscription: 'Monthly Pass' });
  });

  it('a cancelled payment is confirmed as canceled and activates nothing; a success without payment is refused', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendSubscriptionCode({ pricingSlotId: 'ps-monthly', mobile: '01700000002', forwardedFrom: 'web' });
    const { paymentUrl } = await gateway.verifySubscriptionCode({
      pricingSlotId: 'ps-monthly',
      otp: '123456',
      returnUrls: RETURN_URLS,
    });
    const back = await fetch(paymentUrl as string, {
      method: 'POST',
      body: 'outcome=canceled',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(RETURN_URLS.deny);
    await gateway.confirmPurchase({ status: 'canceled', remarks: 'The user cancelled on the payment page' });
    await expect(gateway.confirmPurchase({ status: 'success', remarks: 'forged' })).rejects.toMatchObject({
      reason: 'rejected',
      message: 'No completed payment was found for this account',
    });
    expect(userRecord(server, DEMO_FREE_USER.id)?.isPremiumUser).toBe(false);
  });

  it('cancels with {PlatformRating, ReasonToCancel} and answers with the server message', async () => {
    const gateway = billingGatewayFor(server, DEMO_SUBSCRIBER.id);
    await expect(gateway.cancelSubscription({ platformRating: 3, reasonToCancel: 'Too expensive' })).resolves.toBe(
      'Your Monthly Pass plan has been cancelled',
    );
    expect(lastBody(server, '/api/auth/v2/subscription/cancel')).toEqual({ PlatformRating: 3, ReasonToCancel: 'Too expensive' });
    expect(userRecord(server, DEMO_SUBSCRIBER.id)).toMatchObject({
      isPremiumUser: false,
      subscription: null,
      isPremiumUserESports: true,
    });
  });

  it('refuses a zero-based rating (the +1 of spec §5 is the client’s job) and a cancel without a plan', async () => {
    await expect(
      billingGatewayFor(server, DEMO_SUBSCRIBER.id).cancelSubscription({ platformRating: 0, reasonToCancel: '' }),
    ).rejects.toMatchObject({
      message: 'PlatformRating must be a whole number from 1 to 5',
    });
    await expect(
      billingGatewayFor(server, DEMO_FREE_USER.id).cancelSubscription({ platformRating: 1, reasonToCancel: '' }),
    ).rejects.toMatchObject({
      message: 'You have no active plan to cancel',
    });
  });

  it('buys an esports plan with {PricingSlotId, mobile} and {PricingSlotId, OTP}, then cancels it (no message: the client default applies)', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await gateway.sendEsportsSubscriptionCode({ pricingSlotId: 'ps-esports-weekly', mobile: '01700000002' });
    expect(lastBody(server, '/api/auth/esports/subscription/otp/send')).toEqual({
      PricingSlotId: 'ps-esports-weekly',
      mobile: '01700000002',
    });
    await gateway.verifyEsportsSubscriptionCode({ pricingSlotId: 'ps-esports-weekly', otp: '123456' });
    expect(lastBody(server, '/api/auth/esports/subscription/otp/verify')).toEqual({
      PricingSlotId: 'ps-esports-weekly',
      OTP: '123456',
    });
    expect(userRecord(server, DEMO_FREE_USER.id)).toMatchObject({
      isPremiumUserESports: true,
      subscriptionESports: 'Esports Weekly',
    });
    await expect(gateway.cancelEsportsSubscription()).resolves.toBeNull();
    expect(userRecord(server, DEMO_FREE_USER.id)).toMatchObject({ isPremiumUserESports: false, subscriptionESports: null });
  });

  it('the mock refuses a number that is not a Bangladeshi mobile, and a code check before any code was sent', async () => {
    const gateway = billingGatewayFor(server, DEMO_FREE_USER.id);
    await expect(
      gateway.sendSubscriptionCode({ pricingSlotId: 'ps-weekly', mobile: '12345', forwardedFrom: 'web' }),
    ).rejects.toMatchObject({ reason: 'rejected' });
    await expect(
      gateway.verifyEsportsSubscriptionCode({ pricingSlotId: 'ps-esports-weekly', otp: '123456' }),
    ).rejects.toMatchObject({
      message: 'Request a code first',
    });
  });

  it('answers 401 without a session', async () => {
    await expect(
      billingGatewayFor(server, null).sendSubscriptionCode({
        pricingSlotId: 'ps-weekly',
        mobile: '01700000002',
        forwardedFrom: 'web',
      }),
    ).rejects.toMatchObject({ reason: 'unauthorized' });
  });
});
