import { isUiRating, RATING_STARS, toPlatformRating } from '../../../domain/billing';
import type { BillingPort } from '../../ports/billing.port';
import type { BillingState } from '../../stores/billing.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { SetPremiumFlags } from '../profile/set-premium-flags';
import type { ProfileState } from '../../stores/profile.store';
import type { RecordReceipt } from './receipts';
import { BILLING_FALLBACK, billingFailure, PLAN_CANCELLED } from './billing-messages';

export interface CancelInput {
  /** Zero-based: 0 = one star … 4 = five stars; null when no star is chosen. */
  rating: number | null;
  reason: string;
}

export const MAX_REASON_LENGTH = 500;

/** Why a field of the cancel form was refused, with the limit it names (the form words it). */
export type CancelFieldError = { code: 'rating-required'; stars: number } | { code: 'reason-too-long'; max: number };
export type CancelFieldErrors = { rating?: CancelFieldError; reason?: CancelFieldError };

export type CancelOutcome = { ok: true } | { ok: false; fieldErrors: CancelFieldErrors };

/**
 * POST /auth/v2/subscription/cancel {PlatformRating, ReasonToCancel}. Spec §5: "Cancel sends the
 * platform rating plus one (the UI rating is zero-based)." Spec §4: "A cancel sets a message,
 * default 'Plan cancelled successfully'" (the server's message when it sends one).
 */
export class CancelSubscription {
  constructor(
    private readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly setPremiumFlags: SetPremiumFlags,
    private readonly notification: ShowNotification,
    private readonly profile: ProfileState,
    private readonly recordReceipt: RecordReceipt,
  ) {}

  async execute(input: CancelInput): Promise<CancelOutcome> {
    const { rating } = input;
    const reason = input.reason.trim();
    const tooLong = reason.length > MAX_REASON_LENGTH;
    if (!isUiRating(rating) || tooLong) {
      return {
        ok: false,
        fieldErrors: {
          ...(isUiRating(rating) ? {} : { rating: { code: 'rating-required', stars: RATING_STARS } }),
          ...(tooLong ? { reason: { code: 'reason-too-long', max: MAX_REASON_LENGTH } } : {}),
        },
      };
    }
    if (this.billing.loading) return { ok: false, fieldErrors: {} };

    Object.assign(this.billing, { loading: true, error: null, message: null });
    try {
      const serverMessage = await this.port.cancelSubscription({
        platformRating: toPlatformRating(rating),
        reasonToCancel: reason,
      });
      Object.assign(this.billing, { loading: false, message: serverMessage || PLAN_CANCELLED });
      this.recordReceipt.execute({
        kind: 'cancellation',
        plan: 'general',
        planName: this.profile.profile?.subscription ?? null,
        amount: null,
        currency: 'BDT',
        validityDays: 0,
        reference: null,
      });
      this.setPremiumFlags.execute({ isPremiumUser: false, subscription: null });
      return { ok: true };
    } catch (error) {
      Object.assign(this.billing, { loading: false, error: billingFailure(error) });
      this.notification.failed(error, BILLING_FALLBACK);
      return { ok: false, fieldErrors: {} };
    }
  }
}
