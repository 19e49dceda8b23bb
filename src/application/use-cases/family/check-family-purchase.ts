import { parseReceiptsByUser } from '../../../domain/receipt';
import { checkSpending, spentThisMonth } from '../../../domain/family-spending';
import type { Clock } from '../../ports/clock.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { FamilyModeBook } from './family-mode-book';
import type { CheckFamilyPin, PinGuard } from './check-family-pin';

export type PurchaseGuard =
  | PinGuard
  /** "A purchase that would pass it is refused before the code is sent, saying how much is left this month." */
  | { code: 'family-limit-passed'; limit: number; left: number };

/**
 * Family mode's word on a purchase, asked before any one-time code is sent: the monthly limit first
 * (a purchase it refuses needs no PIN), then the PIN. What was spent is read from every receipt this
 * device keeps, whoever was logged in (the phone's number is billed).
 */
export class CheckFamilyPurchase {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly pinCheck: CheckFamilyPin,
    private readonly storage: DeviceStoragePort,
    private readonly clock: Clock,
  ) {}

  /** `price` in taka; `pin` as the parent typed it for this purchase, undefined before it was asked. */
  async execute(price: number, pin?: string): Promise<PurchaseGuard> {
    const settings = this.book.inForce();
    if (!settings) return { code: 'family-allowed' };
    const receipts = Object.values(parseReceiptsByUser(this.storage.get('billing-receipts'))).flat();
    const verdict = checkSpending(settings.monthlyLimit, spentThisMonth(receipts, this.clock().getTime()), price);
    if (!verdict.allowed) return { code: 'family-limit-passed', limit: verdict.limit, left: verdict.left };
    return this.pinCheck.execute(pin);
  }
}
