import type { FamilyLimits } from '../../../domain/family-settings';
import type { FamilyModeBook } from './family-mode-book';

/** What the profile's Family mode shows; never the PIN or its hash. */
export type FamilyModeView =
  | { on: false }
  | (FamilyLimits & {
      on: true;
      /** 'own': this account's (or the guest's own) settings; 'device': the guest's, guarding an account without its own. */
      keptFor: 'own' | 'device';
    });

export class ReadFamilyMode {
  constructor(private readonly book: FamilyModeBook) {}

  execute(): FamilyModeView {
    const current = this.book.inEffect();
    if (!current?.settings.on) return { on: false };
    const { monthlyLimit, dailyMinutes, allowedGames } = current.settings;
    return {
      on: true,
      monthlyLimit,
      dailyMinutes,
      allowedGames: [...allowedGames],
      keptFor: current.owner === this.book.owner() ? 'own' : 'device',
    };
  }
}
