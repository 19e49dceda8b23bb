import type { BillingPort } from '../../ports/billing.port';
import type { BillingState } from '../../stores/billing.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { SetPremiumFlags } from '../profile/set-premium-flags';
import type { ProfileState } from '../../stores/profile.store';
import type { RecordReceipt } from './receipts';
import { BILLING_FALLBACK, billingFailure, ESPORTS_PLAN_CANCELLED } from './billing-messages';

/**
 * POST /auth/esports/subscription/cancel. Spec §4: "A cancel sets a message, default … 'Esports
 * Plan cancelled successfully'" (the server's message when it sends one).
 */
export class CancelEsportsSubscription {
  constructor(
    private readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly setPremiumFlags: SetPremiumFlags,
    private readonly notification: ShowNotification,
    private readonly profile: ProfileState,
    private readonly recordReceipt: RecordReceipt,
  ) {}

  async execute(): Promise<boolean> {
    if (this.billing.loading) return false;
    Object.assign(this.billing, { loading: true, error: null, message: null });
    try {
      const serverMessage = await this.port.cancelEsportsSubscription();
      Object.assign(this.billing, { loading: false, message: serverMessage || ESPORTS_PLAN_CANCELLED });
      this.recordReceipt.execute({
        kind: 'cancellation',
        plan: 'esports',
        planName: this.profile.profile?.subscriptionESports ?? null,
        amount: null,
        currency: 'BDT',
        validityDays: 0,
        reference: null,
      });
      this.setPremiumFlags.execute({ isPremiumUserESports: false, subscriptionESports: null });
      return true;
    } catch (error) {
      Object.assign(this.billing, { loading: false, error: billingFailure(error) });
      this.notification.failed(error, BILLING_FALLBACK);
      return false;
    }
  }
}
