import type { FamilyModeBook } from './family-mode-book';
import type { PinRefusal, VerifyFamilyPin } from './verify-family-pin';

export type TurnOffResult =
  { code: 'family-mode-turned-off' } | { code: 'family-mode-off' } | PinRefusal | { code: 'family-mode-not-saved' };

/**
 * Turns family mode off with the PIN. The record kept says "off" rather than disappearing, so an
 * account that turned it off does not fall back to the guest's; the guest's copy of that account's
 * settings is turned off with it (docs/decisions/0058).
 */
export class TurnOffFamilyMode {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly verify: VerifyFamilyPin,
  ) {}

  async execute(pin: string): Promise<TurnOffResult> {
    const check = await this.verify.execute(pin);
    if (check.code !== 'family-pin-right') return check;
    const current = this.book.inEffect();
    if (!current) return { code: 'family-mode-off' };
    const off = { ...current.settings, on: false, pin: null };
    return this.book.save(current.owner, off) ? { code: 'family-mode-turned-off' } : { code: 'family-mode-not-saved' };
  }
}
