import { describe, expect, it, vi } from 'vitest';
import type { FeatureArea, FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import { FamilyModeBook } from '../../../src/application/use-cases/family/family-mode-book';
import { VerifyFamilyPin } from '../../../src/application/use-cases/family/verify-family-pin';
import { CheckFamilyPin } from '../../../src/application/use-cases/family/check-family-pin';
import { CheckFamilyPurchase } from '../../../src/application/use-cases/family/check-family-purchase';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { FamilyGateOnDemand } from '../../../src/application/use-cases/family/family-gate-on-demand';
import { familyChecks } from '../../../src/application/use-cases/family/family-checks';
import { fakePinHasher, memoryFamilyMode } from '../family/family-fakes';
import { billingHarness, type FamilyGateFactory } from './billing-fakes';

/** 10:00 on 15 November 2026 in Dhaka. */
const NOW = Date.UTC(2026, 10, 15, 4, 0);
const PIN = '2580';

/** The billing use cases over family mode's real use cases, as the 'commerce' and 'family' areas bind them. */
function withFamilyMode(monthlyLimit: number | null = null, options: { areaFails?: boolean } = {}) {
  const areas: FeatureArea[] = [];
  let turnOn: TurnOnFamilyMode | undefined;
  const factory: FamilyGateFactory = ({ storage, auth, clock }) => {
    const book = new FamilyModeBook(memoryFamilyMode(), auth);
    const hasher = fakePinHasher();
    const pinCheck = new CheckFamilyPin(book, new VerifyFamilyPin(book, hasher, clock));
    const purchaseCheck = new CheckFamilyPurchase(book, pinCheck, storage, clock);
    turnOn = new TurnOnFamilyMode(book, hasher);
    const features: FeatureAreasPort = {
      ensure: async (area) => {
        areas.push(area);
        if (options.areaFails) throw new TypeError('Failed to fetch dynamically imported module');
      },
      isReady: () => false,
    };
    return new FamilyGateOnDemand(features, () => familyChecks(purchaseCheck, pinCheck));
  };
  const h = billingHarness({ family: factory, now: () => NOW });
  return {
    h,
    areas,
    on: () => turnOn!.execute(PIN, { monthlyLimit, dailyMinutes: null, allowedGames: [] }),
  };
}

describe('a purchase with family mode on: the PIN before any one-time code', () => {
  it('sends no code until the PIN is given, then sends it once with the right PIN', async () => {
    const { h, on } = withFamilyMode();
    await expect(on()).resolves.toEqual({ code: 'family-mode-on' });
    h.select.execute('ps-weekly');
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: false, family: { code: 'family-pin-needed' } });
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing).toMatchObject({ otpSent: false, loading: false, error: null });
    expect(h.navigation.visited).toEqual(['/payment']);

    await expect(h.send.execute('01712345678', { pin: PIN })).resolves.toEqual({ ok: true });
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(1);
    expect(h.navigation.visited).toEqual(['/payment', '/payment-otp-verification']);
  });

  it('refuses a wrong PIN with the tries left, locks after the third, and sends nothing', async () => {
    const { h, on } = withFamilyMode();
    await on();
    h.select.execute('ps-esports-weekly');
    await expect(h.send.execute('01712345678', { pin: '1111' })).resolves.toEqual({
      ok: false,
      family: { code: 'family-pin-wrong', triesLeft: 2 },
    });
    await h.send.execute('01712345678', { pin: '1112' });
    await expect(h.send.execute('01712345678', { pin: '1113' })).resolves.toEqual({
      ok: false,
      family: { code: 'family-pin-locked', until: NOW + 15 * 60_000 },
    });
    // Locked: even the right PIN is not checked.
    await expect(h.send.execute('01712345678', { pin: PIN })).resolves.toMatchObject({ family: { code: 'family-pin-locked' } });
    expect(h.port.sendEsportsSubscriptionCode).not.toHaveBeenCalled();
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
  });

  it('takes the PIN typed in Bangla digits', async () => {
    const { h, on } = withFamilyMode();
    await on();
    h.select.execute('ps-weekly');
    await expect(h.send.execute('01712345678', { pin: '২৫৮০' })).resolves.toEqual({ ok: true });
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(1);
  });

  it('refuses a purchase over the monthly limit before any code, saying what is left, even with the right PIN', async () => {
    const { h, on } = withFamilyMode(30);
    await on();
    h.recordReceipt.execute({
      kind: 'purchase',
      plan: 'general',
      planName: 'Daily',
      amount: 25,
      currency: 'BDT',
      validityDays: 1,
      reference: null,
    });
    h.select.execute('ps-weekly');
    const refused = { ok: false, family: { code: 'family-limit-passed', limit: 30, left: 5 } };
    await expect(h.send.execute('01712345678')).resolves.toEqual(refused);
    await expect(h.send.execute('01712345678', { pin: PIN })).resolves.toEqual(refused);
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
    expect(h.billing.otpSent).toBe(false);
  });

  it('a resend of the code already allowed asks nothing again', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const { h, on } = withFamilyMode();
      await on();
      h.select.execute('ps-weekly');
      await h.send.execute('01712345678', { pin: PIN });
      vi.advanceTimersByTime(60 * 60_000);
      await expect(h.send.execute('01712345678', { resend: true })).resolves.toEqual({ ok: true });
      expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads family mode's area before asking, and sends nothing when it cannot be loaded", async () => {
    const { h, areas } = withFamilyMode(null, { areaFails: true });
    h.select.execute('ps-weekly');
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: false });
    expect(areas).toEqual(['family']);
    expect(h.port.sendSubscriptionCode).not.toHaveBeenCalled();
    expect(h.modal).toMatchObject({ open: true, modalType: 'error' });
  });

  it('with family mode off, the code is sent without a PIN', async () => {
    const { h } = withFamilyMode();
    h.select.execute('ps-weekly');
    await expect(h.send.execute('01712345678')).resolves.toEqual({ ok: true });
    expect(h.port.sendSubscriptionCode).toHaveBeenCalledTimes(1);
  });
});

describe('cancelling a plan with family mode on: the PIN first', () => {
  it('sends no cancellation of the general plan without the PIN, and sends it with the right one', async () => {
    const { h, on } = withFamilyMode();
    await on();
    await expect(h.cancel.execute({ rating: 2, reason: '' })).resolves.toEqual({
      ok: false,
      fieldErrors: {},
      family: { code: 'family-pin-needed' },
    });
    await expect(h.cancel.execute({ rating: 2, reason: '', pin: '0000' })).resolves.toMatchObject({
      family: { code: 'family-pin-wrong', triesLeft: 2 },
    });
    expect(h.port.cancelSubscription).not.toHaveBeenCalled();
    expect(h.billing).toMatchObject({ loading: false, message: null });
    await expect(h.cancel.execute({ rating: 2, reason: '', pin: PIN })).resolves.toEqual({ ok: true });
    expect(h.port.cancelSubscription).toHaveBeenCalledTimes(1);
  });

  it('checks the form before asking for the PIN', async () => {
    const { h, on } = withFamilyMode();
    await on();
    await expect(h.cancel.execute({ rating: null, reason: '' })).resolves.toEqual({
      ok: false,
      fieldErrors: { rating: { code: 'rating-required', stars: 5 } },
    });
  });

  it('sends no cancellation of the esports plan without the PIN', async () => {
    const { h, on } = withFamilyMode();
    await on();
    await expect(h.cancelEsports.execute()).resolves.toEqual({ ok: false, family: { code: 'family-pin-needed' } });
    expect(h.port.cancelEsportsSubscription).not.toHaveBeenCalled();
    await expect(h.cancelEsports.execute(PIN)).resolves.toEqual({ ok: true });
    expect(h.port.cancelEsportsSubscription).toHaveBeenCalledTimes(1);
  });
});
