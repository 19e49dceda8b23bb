import { SAVED_PURCHASE_MAX_AGE_MS, parseSavedPurchase, type SavedPurchase } from '../../../domain/saved-purchase';
import type { Clock } from '../../ports/clock.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import type { BillingState } from '../../stores/billing.store';

/**
 * The buying steps are history entries (/plans → /payment → /payment-otp-verification): Back and
 * Forward move between them, and a reload keeps the step. Each step's screen reads the billing
 * state, which lives in memory; this saves where the purchase stands on the device after each
 * step and brings it back when a step opens with an empty state (a reload, or Back from the
 * operator's payment page, which was a full page load). Saved per user, never the typed code,
 * forgotten after SAVED_PURCHASE_MAX_AGE_MS or when the purchase ends.
 */
export class PurchaseProgress {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly billing: BillingState,
    private readonly clock: Clock,
  ) {}

  /** Called by each buying step's screen as it opens: true when a purchase is (now) in progress. */
  execute(): boolean {
    if (this.billing.selectedPlanId) return true;
    // What the device kept is checked here: an odd or old entry counts as none.
    const saved = parseSavedPurchase(this.storage.get('billing-purchase'));
    if (!saved) return false;
    const fresh = this.clock().getTime() - saved.savedAt <= SAVED_PURCHASE_MAX_AGE_MS;
    if (saved.userId !== this.auth.userId || !fresh) {
      this.clear();
      return false;
    }
    Object.assign(this.billing, {
      selectedPlanId: saved.selectedPlanId,
      pricingSlotId: saved.pricingSlotId,
      mobile: saved.mobile,
      otpSent: saved.otpSent,
      verified: saved.verified,
      resendAvailableAt: saved.resendAvailableAt,
    } satisfies Partial<BillingState>);
    return true;
  }

  /** After a step: where the purchase stands now. */
  save(): void {
    const { selectedPlanId, pricingSlotId, mobile, otpSent, verified, resendAvailableAt } = this.billing;
    const userId = this.auth.userId;
    if (!selectedPlanId || !pricingSlotId || !userId) return;
    const saved: SavedPurchase = {
      userId,
      selectedPlanId,
      pricingSlotId,
      mobile,
      otpSent,
      verified,
      resendAvailableAt,
      savedAt: this.clock().getTime(),
    };
    this.storage.set('billing-purchase', saved);
  }

  clear(): void {
    this.storage.remove('billing-purchase');
  }
}
