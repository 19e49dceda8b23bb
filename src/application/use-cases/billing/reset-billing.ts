import { PAYMENT_GROUP } from '../../../domain/routes';
import type { NavigationPort } from '../../ports/navigation.port';
import { initialBillingState, type BillingState } from '../../stores/billing.store';
import { resetStore } from '../../stores/create-store';
import type { PurchaseProgress } from './purchase-progress';

/** Forgets the purchase in progress, on screen and on the device, and its feedback. */
export class ResetBilling {
  constructor(
    private readonly billing: BillingState,
    private readonly progress: PurchaseProgress,
  ) {}

  execute(): void {
    resetStore(this.billing, initialBillingState);
    this.progress.clear();
  }
}

/**
 * Spec §2: "/payment, /payment-otp-verification and /plans form a special group of paths." Our
 * reading: a purchase lives only inside that group. Called when a screen of the group goes away;
 * if the user is now outside the group, the half-done purchase is dropped, so coming back later
 * starts clean instead of on a stale code step.
 */
export class LeavePaymentGroup {
  constructor(
    private readonly navigation: NavigationPort,
    private readonly reset: ResetBilling,
  ) {}

  execute(): void {
    const pathname = this.navigation.currentPath().split(/[?#]/)[0] ?? '';
    if (!PAYMENT_GROUP.includes(pathname.replace(/(.)\/$/, '$1'))) this.reset.execute();
  }
}
