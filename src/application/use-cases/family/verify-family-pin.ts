import { afterRightPin, afterWrongPin, pinGate } from '../../../domain/family-pin-lock';
import type { Clock } from '../../ports/clock.port';
import type { PinHasherPort } from '../../ports/pin-hasher.port';
import type { FamilyModeBook } from './family-mode-book';

/** A PIN's check, as codes the screen words. */
export type PinCheck =
  | { code: 'family-pin-right' }
  | { code: 'family-pin-wrong'; triesLeft: number }
  | { code: 'family-pin-locked'; until: number }
  /** The device cannot hash (no Web Crypto): nothing a PIN guards is allowed, and no try is counted. */
  | { code: 'family-pin-unchecked' }
  | { code: 'family-mode-off' };

export type PinRefusal = Exclude<PinCheck, { code: 'family-pin-right' } | { code: 'family-mode-off' }>;

/**
 * Checks the parent's PIN against the settings in force, with the lock: "Three wrong PINs lock
 * purchases for 15 minutes." While locked no PIN is checked at all, the right one included. The
 * PIN is compared as a salted hash and goes nowhere else.
 */
export class VerifyFamilyPin {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly book: FamilyModeBook,
    private readonly hasher: PinHasherPort,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks run one after another: PINs tried side by side would each read the count before the
   * others wrote it, and more than three could be tried before the lock.
   */
  execute(pin: string): Promise<PinCheck> {
    const run = () => this.check(pin);
    const done = this.queue.then(run, run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** When the lock after wrong PINs ends, or null when a PIN may be tried now. */
  lockedUntil(): number | null {
    const gate = pinGate(this.book.attempts(), this.clock().getTime());
    return gate.locked ? gate.until : null;
  }

  private async check(pin: string): Promise<PinCheck> {
    const settings = this.book.inForce();
    if (!settings) return { code: 'family-mode-off' };
    const now = this.clock().getTime();
    const gate = pinGate(this.book.attempts(), now);
    if (gate.locked) return { code: 'family-pin-locked', until: gate.until };
    let right: boolean;
    try {
      right = settings.pin !== null && (await this.hasher.matches(pin, settings.pin));
    } catch {
      return { code: 'family-pin-unchecked' };
    }
    if (right) {
      this.book.saveAttempts(afterRightPin());
      return { code: 'family-pin-right' };
    }
    // Counted from the clock after the hash: the lock runs 15 minutes from the answer the child saw.
    const attempts = afterWrongPin(this.book.attempts(), this.clock().getTime());
    this.book.saveAttempts(attempts);
    const after = pinGate(attempts, this.clock().getTime());
    return after.locked
      ? { code: 'family-pin-locked', until: after.until }
      : { code: 'family-pin-wrong', triesLeft: after.triesLeft };
  }
}
