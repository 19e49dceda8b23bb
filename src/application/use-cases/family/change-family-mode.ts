import { limitsProblems, type FamilyLimits, type FamilyLimitsProblem } from '../../../domain/family-settings';
import type { PinHasherPort } from '../../ports/pin-hasher.port';
import type { FamilyModeBook } from './family-mode-book';
import type { PinRefusal, VerifyFamilyPin } from './verify-family-pin';

export type ChangeResult =
  | { code: 'family-mode-changed' }
  | { code: 'family-mode-off' }
  | PinRefusal
  | { code: 'family-limits-problem'; problems: FamilyLimitsProblem[] }
  | { code: 'family-mode-not-saved' };

/**
 * Changes the limits, and the PIN when a new one is given: "the PIN asked ... before family mode is
 * changed". The record that guards the player now is changed (the account's own, else the guest's),
 * and the guest's copy of it with it.
 */
export class ChangeFamilyMode {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly verify: VerifyFamilyPin,
    private readonly hasher: PinHasherPort,
  ) {}

  async execute(pin: string, limits: FamilyLimits, newPin: string | null = null): Promise<ChangeResult> {
    const problems = limitsProblems(newPin, limits);
    if (problems.length > 0) return { code: 'family-limits-problem', problems };
    const check = await this.verify.execute(pin);
    if (check.code !== 'family-pin-right') return check;
    const current = this.book.inEffect();
    if (!current) return { code: 'family-mode-off' };
    let record = current.settings.pin;
    if (newPin !== null) {
      try {
        record = await this.hasher.hash(newPin);
      } catch {
        return { code: 'family-mode-not-saved' };
      }
    }
    const changed = { ...current.settings, ...limits, allowedGames: [...limits.allowedGames], pin: record };
    return this.book.save(current.owner, changed) ? { code: 'family-mode-changed' } : { code: 'family-mode-not-saved' };
  }
}
