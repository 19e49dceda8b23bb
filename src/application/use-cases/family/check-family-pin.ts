import type { FamilyModeBook } from './family-mode-book';
import type { PinRefusal, VerifyFamilyPin } from './verify-family-pin';

/** A step the PIN guards: allowed, or refused until the right PIN is given. */
export type PinGuard = { code: 'family-allowed' } | { code: 'family-pin-needed' } | PinRefusal;

/**
 * The PIN before a step family mode guards ("before cancelling a plan"): allowed at once when family
 * mode is off; with it on, only with the right PIN, which `pin` carries (undefined: not asked yet;
 * the answer is then that the PIN is needed, or that it is locked and until when).
 */
export class CheckFamilyPin {
  constructor(
    private readonly book: FamilyModeBook,
    private readonly verify: VerifyFamilyPin,
  ) {}

  async execute(pin?: string): Promise<PinGuard> {
    if (!this.book.inForce()) return { code: 'family-allowed' };
    if (pin === undefined) {
      // Locked: said at once, rather than asking for a PIN that cannot be checked.
      const until = this.verify.lockedUntil();
      return until === null ? { code: 'family-pin-needed' } : { code: 'family-pin-locked', until };
    }
    const check = await this.verify.execute(pin);
    return check.code === 'family-pin-right' || check.code === 'family-mode-off' ? { code: 'family-allowed' } : check;
  }
}
