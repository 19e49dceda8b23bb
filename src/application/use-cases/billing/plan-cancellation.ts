import type { PlanId } from '../../../domain/billing';
import type { PremiumFlags, Profile } from '../../../domain/profile';
import type { BillingPort } from '../../ports/billing.port';
import type { BillingState } from '../../stores/billing.store';
import type { ProfileState } from '../../stores/profile.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { SetPremiumFlags } from '../profile/set-premium-flags';
import type { RecordReceipt } from './receipts';
import { billingFailure } from './billing-messages';
import type { Notice } from '../../notices';
import type { FamilyGatePort, FamilyPinRefusal } from '../../ports/family-gate.port';

/** `family`: family mode refused the cancellation before it was sent (the screen asks the PIN, or says why). */
export type CancellationResult = { ok: true } | { ok: false; family?: FamilyPinRefusal };

/** Each plan's name in the profile, and the flags that say the user no longer has it. */
const PLAN_IN_PROFILE: Record<PlanId, { name: (profile: Profile) => string | null; ended: Partial<PremiumFlags> }> = {
  general: { name: (profile) => profile.subscription, ended: { isPremiumUser: false, subscription: null } },
  esports: {
    name: (profile) => profile.subscriptionESports,
    ended: { isPremiumUserESports: false, subscriptionESports: null },
  },
};

/**
 * What cancelling either plan does once the request is allowed (spec §4: "A cancel sets a
 * message"): one at a time; the server's message, or the plan's own default, as the billing
 * message; a cancellation receipt for the billing history; the plan's premium flags cleared;
 * on failure the billing error and the 'Failed' modal. With family mode on, nothing is sent before
 * the parent's PIN: "a four-digit PIN, asked ... before cancelling a plan".
 */
export abstract class PlanCancellation {
  constructor(
    protected readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly setPremiumFlags: SetPremiumFlags,
    private readonly notification: ShowNotification,
    private readonly profile: ProfileState,
    private readonly recordReceipt: RecordReceipt,
    private readonly family: FamilyGatePort,
  ) {}

  /**
   * Whether the plan was cancelled; not while a billing request is already in flight, nor while
   * family mode refuses it. `pin`: the parent's PIN, once family mode asked for it.
   */
  protected async cancel(
    plan: PlanId,
    send: () => Promise<string | null>,
    cancelled: Notice,
    pin: string | undefined,
  ): Promise<CancellationResult> {
    if (this.billing.loading) return { ok: false };
    Object.assign(this.billing, { loading: true, error: null, message: null });
    try {
      const guard = await this.family.cancel(pin);
      if (guard.code !== 'family-allowed') {
        this.billing.loading = false;
        return { ok: false, family: guard };
      }
      const serverMessage = await send();
      Object.assign(this.billing, {
        loading: false,
        message: serverMessage ? { code: 'server-message', message: serverMessage } : cancelled,
      });
      const profile = this.profile.profile;
      this.recordReceipt.execute({
        kind: 'cancellation',
        plan,
        planName: profile ? PLAN_IN_PROFILE[plan].name(profile) : null,
        amount: null,
        currency: 'BDT',
        validityDays: 0,
        reference: null,
      });
      this.setPremiumFlags.execute(PLAN_IN_PROFILE[plan].ended);
      return { ok: true };
    } catch (error) {
      Object.assign(this.billing, { loading: false, error: billingFailure(error) });
      this.notification.failed(error, 'billing-failed');
      return { ok: false };
    }
  }
}
