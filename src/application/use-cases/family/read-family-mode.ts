import type { FamilyLimits } from '../../../domain/family-settings';
import { minutesPlayedToday } from '../../../domain/family-play-time';
import { spentThisMonth } from '../../../domain/family-spending';
import { parseReceiptsByUser } from '../../../domain/receipt';
import type { Clock } from '../../ports/clock.port';
import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { FamilyModeBook } from './family-mode-book';

/** What the profile's Family mode shows; never the PIN or its hash. */
export type FamilyModeView =
  | { on: false }
  | (FamilyLimits & {
      on: true;
      /** 'own': this account's (or the guest's own) settings; 'device': the guest's, guarding an account without its own. */
      keptFor: 'own' | 'device';
      /** Taka spent this calendar month on this device (Dhaka time). */
      spentThisMonth: number;
      /** Minutes played today on this device (Dhaka time). */
      minutesPlayedToday: number;
    });

export class ReadFamilyMode {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly storage: DeviceStoragePort,
    private readonly clock: Clock,
  ) {}

  execute(): FamilyModeView {
    const current = this.book.inEffect();
    if (!current?.settings.on) return { on: false };
    const now = this.clock().getTime();
    const { monthlyLimit, dailyMinutes, allowedGames } = current.settings;
    const receipts = Object.values(parseReceiptsByUser(this.storage.get('billing-receipts'))).flat();
    return {
      on: true,
      monthlyLimit,
      dailyMinutes,
      allowedGames: [...allowedGames],
      keptFor: current.owner === this.book.owner() ? 'own' : 'device',
      spentThisMonth: spentThisMonth(receipts, now),
      minutesPlayedToday: minutesPlayedToday(this.book.playDay(), now),
    };
  }
}
