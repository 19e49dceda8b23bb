import { isUiRating, RATING_STARS, toPlatformRating } from '../../../domain/billing';
import type { FamilyPinRefusal } from '../../ports/family-gate.port';
import { PlanCancellation } from './plan-cancellation';

export interface CancelInput {
  /** Zero-based: 0 = one star … 4 = five stars; null when no star is chosen. */
  rating: number | null;
  reason: string;
  /** The parent's PIN, once family mode asked for it. */
  pin?: string;
}

export const MAX_REASON_LENGTH = 500;

/** Why a field of the cancel form was refused, with the limit it names (the form words it). */
export type CancelFieldError = { code: 'rating-required'; stars: number } | { code: 'reason-too-long'; max: number };
export type CancelFieldErrors = { rating?: CancelFieldError; reason?: CancelFieldError };

export type CancelOutcome = { ok: true } | { ok: false; fieldErrors: CancelFieldErrors; family?: FamilyPinRefusal };

/**
 * POST /auth/v2/subscription/cancel {PlatformRating, ReasonToCancel}. Spec §5: "Cancel sends the
 * platform rating plus one (the UI rating is zero-based)." Spec §4: "A cancel sets a message,
 * default 'Plan cancelled successfully'" (the server's message when it sends one). The form is
 * checked before family mode asks for the PIN.
 */
export class CancelSubscription extends PlanCancellation {
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
    const request = { platformRating: toPlatformRating(rating), reasonToCancel: reason };
    const result = await this.cancel(
      'general',
      () => this.port.cancelSubscription(request),
      { code: 'plan-cancelled' },
      input.pin,
    );
    return result.ok ? result : { ...result, fieldErrors: {} };
  }
}
