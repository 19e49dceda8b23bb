import { MAX_RECEIPTS_PER_USER, parseReceiptsByUser, type Receipt } from '../../../domain/receipt';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';

export type ReceiptDetails = Omit<Receipt, 'id' | 'at'>;

/**
 * A receipt after each purchase and each cancellation, kept on the device under the user's id
 * (the profile's "Billing history"), newest first, at most MAX_RECEIPTS_PER_USER per user.
 */
export class RecordReceipt {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  execute(details: ReceiptDetails): Receipt | null {
    const userId = this.auth.userId;
    if (!userId) return null;
    const receipt: Receipt = { ...details, id: this.ids(), at: this.clock().getTime() };
    const all = parseReceiptsByUser(this.storage.get('billing-receipts'));
    const mine = [receipt, ...(all[userId] ?? [])].slice(0, MAX_RECEIPTS_PER_USER);
    this.storage.set('billing-receipts', { ...all, [userId]: mine });
    return receipt;
  }
}

/** The logged-in user's receipts, newest first; another user's are never returned. */
export class ListReceipts {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
  ) {}

  execute(): Receipt[] {
    const userId = this.auth.userId;
    if (!userId) return [];
    return [...(parseReceiptsByUser(this.storage.get('billing-receipts'))[userId] ?? [])].sort((a, b) => b.at - a.at);
  }
}
