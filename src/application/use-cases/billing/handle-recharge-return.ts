import { subscribe } from 'valtio/vanilla';
import { parseRechargeOutcome } from '../../../domain/billing';
import { PATHS } from '../../../domain/route-paths';
import type { BillingPort } from '../../ports/billing.port';
import type { NavigationPort } from '../../ports/navigation.port';
import type { BillingState } from '../../stores/billing.store';
import type { ProfileState } from '../../stores/profile.store';
import { findSlot, type SubscriptionState } from '../../stores/subscription.store';
import type { AsyncState } from '../../stores/async-state';
import type { PurchaseProgress } from './purchase-progress';
import type { RecordReceipt } from './receipts';
import type { FindPurchaseReturnPath } from './continue-after-purchase';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { ShowNotification } from '../notifications/show-notification';
import type { LoadProfile } from '../profile/load-profile';
import { billingFailure, RECHARGE_MESSAGES, RECHARGE_REMARKS } from './billing-messages';

/**
 * /plans?recharge=success|canceled|error, the return route after a recharge (spec §2): shows the
 * outcome, confirms it (POST /auth/subscription/purchase/confirm {status, remarks}) and refreshes
 * the profile so the premium flags are the server's. The query is consumed once: the address
 * becomes /plans, so a reload or Back never confirms twice. A confirmed payment leaves a receipt
 * and ends the purchase in progress; a cancelled or failed one keeps it, so Back finds the plan.
 * After a confirmed payment the player goes back where a feature sent them from (spec §2: "the
 * current path is remembered first so the user can return"), when it did.
 */
export class HandleRechargeReturn {
  constructor(
    private readonly port: BillingPort,
    private readonly billing: BillingState,
    private readonly profile: ProfileState,
    private readonly loadProfile: LoadProfile,
    private readonly navigation: NavigationPort,
    private readonly notification: ShowNotification,
    private readonly subscription: SubscriptionState,
    private readonly progress: PurchaseProgress,
    private readonly recordReceipt: RecordReceipt,
    private readonly findReturnPath: FindPurchaseReturnPath,
    private readonly storage: DeviceStoragePort,
  ) {}

  async execute(recharge: string | null): Promise<void> {
    const outcome = parseRechargeOutcome(recharge);
    if (!outcome || this.billing.loading) return;
    // The page was loaded afresh from the operator's page: which plan was being bought.
    this.progress.execute();
    const pricingSlotId = this.billing.pricingSlotId;
    Object.assign(this.billing, {
      loading: true,
      error: null,
      message: RECHARGE_MESSAGES[outcome],
      // The code was verified before the payment page; only a paid purchase stays verified.
      verified: outcome === 'success',
    } satisfies Partial<BillingState>);
    this.navigation.go(PATHS.plans, { replace: true });
    try {
      await this.port.confirmPurchase({ status: outcome, remarks: RECHARGE_REMARKS[outcome] });
      if (outcome === 'success') {
        await this.keepReceipt(pricingSlotId);
        this.goBackWhereTheyWere();
      }
    } catch (error) {
      // The server did not take the purchase: never claim a subscription it does not know about.
      if (outcome === 'success') Object.assign(this.billing, { message: null, verified: false });
      this.billing.error = billingFailure(error);
      this.notification.failed(error, 'billing-failed');
    } finally {
      this.billing.loading = false;
    }
    // A load started before the confirmation (the app has just started) would bring old flags.
    await settled(this.profile);
    await this.loadProfile.execute();
  }

  private goBackWhereTheyWere(): void {
    const back = this.findReturnPath.execute();
    if (!back) return;
    this.storage.remove('previous-url');
    this.notification.execute({
      type: 'success',
      title: { code: 'subscription-successful' },
      text: RECHARGE_MESSAGES.success,
    });
    this.navigation.go(back, { replace: true });
  }

  /** The receipt of the confirmed payment; the plan's price comes with the slots /plans is loading. */
  private async keepReceipt(pricingSlotId: string | null): Promise<void> {
    await settled(this.subscription.general);
    const slot = findSlot(this.subscription, pricingSlotId);
    this.progress.clear();
    this.recordReceipt.execute({
      kind: 'purchase',
      plan: 'general',
      planName: slot?.name ?? null,
      amount: slot?.price ?? null,
      currency: slot?.currency ?? 'BDT',
      validityDays: slot?.validityDays ?? 0,
      reference: null,
    });
  }
}

/** Resolves once no load of `area` is under way. */
function settled(area: AsyncState): Promise<void> {
  if (area.status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(area, () => {
      if (area.status === 'loading') return;
      stop();
      resolve();
    });
  });
}
