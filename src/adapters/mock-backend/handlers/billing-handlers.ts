import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { normaliseMobile } from '../../../domain/mobile-number';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';
import { requestOrigin } from './mock-page';
import {
  closePaymentSession,
  openPaymentSession,
  paymentSessionOf,
  paymentPageHandlers,
  type PaymentOutcome,
} from './payment-page';
import {
  checkBillingCode,
  dropBillingCode,
  INVALID_MOBILE,
  issueBillingCode,
  setPlan,
  slotOf,
  slotsOf,
  toPricingSlotDto,
  UNKNOWN_SLOT,
} from './subscriptions';

export const RETURN_URLS_REQUIRED = 'OkRedirectUrl, DenyRedirectUrl and ErrorRedirectUrl must be URLs of this site';
export const NO_PAYMENT = 'No completed payment was found for this account';
export const NO_PLAN = 'You have no active plan to cancel';
export const RATING_RANGE = 'PlatformRating must be a whole number from 1 to 5';
const STATUSES: readonly PaymentOutcome[] = ['success', 'canceled', 'error'];

/** A return URL the payment page may send the browser to: an http(s) URL of the caller's own site. */
function returnUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The general plan's calls of spec §7 "Subscriptions", and the payment page. */
export function billingHandlers(ctx: MockContext) {
  return [
    ...paymentPageHandlers(ctx),

    // The catalogue of plans is public: prices are shown before anyone logs in.
    http.get('*/api/cms/pricing/slots', () => ok({ pricingSlots: slotsOf(ctx.db, 'general').map(toPricingSlotDto) })),

    http.post('*/api/auth/subscription/otp/send', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const slot = slotOf(ctx.db, 'general', body.PricingSlotId);
      if (!slot) return failed(UNKNOWN_SLOT);
      const mobile = normaliseMobile(typeof body.mobile === 'string' ? body.mobile : '');
      if (!mobile) return failed(INVALID_MOBILE);
      if (typeof body.ForwardedFrom !== 'string' || !body.ForwardedFrom.trim()) return failed('ForwardedFrom is required');
      issueBillingCode(ctx, user.id, 'general', slot.id, mobile);
      return ok({ message: `A code was sent to ${mobile}` });
    }),

    http.post('*/api/auth/v2/subscription/otp/verify', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const slot = slotOf(ctx.db, 'general', body.PricingSlotId);
      if (!slot) return failed(UNKNOWN_SLOT);
      const origin = requestOrigin(request);
      const okUrl = returnUrl(body.OkRedirectUrl, origin);
      const deny = returnUrl(body.DenyRedirectUrl, origin);
      const error = returnUrl(body.ErrorRedirectUrl, origin);
      if (!okUrl || !deny || !error) return failed(RETURN_URLS_REQUIRED);
      const refusal = checkBillingCode(ctx, user.id, 'general', slot.id, body.OTP);
      if (refusal) return failed(refusal);
      const challenge = ctx.db.otpChallenge.findFirst({
        where: { userId: { equals: user.id }, purpose: { equals: 'subscription' } },
      });
      dropBillingCode(ctx, user.id, 'general');
      if (slot.usesPaymentPage) {
        const path = openPaymentSession(ctx, {
          userId: user.id,
          pricingSlotId: slot.id,
          mobile: challenge?.mobile ?? user.mobile,
          returnUrls: { success: okUrl, canceled: deny, error },
        });
        return ok({ paymentUrl: `${origin}${path}` });
      }
      setPlan(ctx.db, user, 'general', slot.name);
      return ok({ paymentUrl: null, subscription: slot.name, reference: ctx.nextId('txn') });
    }),

    http.post('*/api/auth/subscription/purchase/confirm', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const status = STATUSES.find((s) => s === body.status);
      if (!status) return failed('status must be success, canceled or error');
      const session = paymentSessionOf(ctx, user.id);
      if (status !== 'success') {
        if (session) closePaymentSession(ctx, session.id);
        return ok(null);
      }
      // Only a payment the operator's page recorded as paid activates the plan.
      const slot = session?.outcome === 'success' ? slotOf(ctx.db, 'general', session.pricingSlotId) : null;
      if (!session || !slot) return failed(NO_PAYMENT);
      closePaymentSession(ctx, session.id);
      setPlan(ctx.db, user, 'general', slot.name);
      return ok({ subscription: slot.name });
    }),

    http.post('*/api/auth/v2/subscription/cancel', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const rating = body.PlatformRating;
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return failed(RATING_RANGE);
      if (typeof body.ReasonToCancel !== 'string') return failed('ReasonToCancel must be text');
      if (!user.isPremiumUser) return failed(NO_PLAN);
      const plan = user.subscription ?? 'premium';
      setPlan(ctx.db, user, 'general', null);
      return ok({ message: `Your ${plan} plan has been cancelled` });
    }),
  ];
}
