import { isPinShaped } from '../../../domain/family-settings';
import { afterRightPin } from '../../../domain/family-pin-lock';
import type { PasswordResetPort } from '../../ports/password-reset.port';
import type { PinHasherPort } from '../../ports/pin-hasher.port';
import type { AuthState } from '../../stores/auth.store';
import type { ProfileState } from '../../stores/profile.store';
import type { FamilyModeBook } from './family-mode-book';

export type PinResetRefusal =
  | { code: 'family-mode-off' }
  /** Only an account has a number to send the code to: the guest logs in first. */
  | { code: 'family-pin-reset-needs-account' }
  /** Family mode was set from another account: only that account's number can reset its PIN. */
  | { code: 'family-pin-reset-other-account' };

export type RequestPinResetResult =
  { code: 'family-pin-reset-code-sent'; sentTo: string } | PinResetRefusal | { code: 'family-pin-reset-failed' };

export type ResetPinResult =
  | { code: 'family-pin-reset' }
  | PinResetRefusal
  | { code: 'family-pin-not-four-digits' }
  | { code: 'family-pin-reset-code-wrong' }
  | { code: 'family-mode-not-saved' };

/**
 * "A forgotten PIN is reset only through a one-time code to the account's own number (the spec's
 * password-reset code flow), never by clearing it on the device silently." Only the account that
 * set the family mode in effect may reset its PIN: a child's own account cannot.
 */
abstract class ForgottenPin {
  constructor(
    protected readonly book: FamilyModeBook,
    protected readonly passwordReset: PasswordResetPort,
    protected readonly auth: AuthState,
  ) {}

  protected refusal(): PinResetRefusal | null {
    const current = this.book.inEffect();
    if (!current?.settings.on) return { code: 'family-mode-off' };
    if (!this.auth.token || !this.auth.userId) return { code: 'family-pin-reset-needs-account' };
    const owner = this.book.owner();
    if (current.owner !== owner && current.settings.setBy !== owner) return { code: 'family-pin-reset-other-account' };
    return null;
  }
}

/** Step 1: the password-reset code, sent to the logged-in account's own mobile number. */
export class RequestPinResetCode extends ForgottenPin {
  constructor(
    book: FamilyModeBook,
    passwordReset: PasswordResetPort,
    auth: AuthState,
    private readonly profile: ProfileState,
  ) {
    super(book, passwordReset, auth);
  }

  async execute(): Promise<RequestPinResetResult> {
    const refused = this.refusal();
    if (refused) return refused;
    const mobile = this.profile.profile?.userId === this.auth.userId ? this.profile.profile.mobile : '';
    if (!mobile) return { code: 'family-pin-reset-failed' };
    try {
      // The number must lead back to this account: a code sent for another account proves nothing here.
      const userId = await this.passwordReset.requestReset({ email: '', mobile });
      return userId === this.auth.userId
        ? { code: 'family-pin-reset-code-sent', sentTo: mobile }
        : { code: 'family-pin-reset-failed' };
    } catch {
      return { code: 'family-pin-reset-failed' };
    }
  }
}

/** Step 2: the code verified by the server, then a new PIN kept as a hash, and the lock lifted. */
export class ResetForgottenPin extends ForgottenPin {
  constructor(
    book: FamilyModeBook,
    passwordReset: PasswordResetPort,
    auth: AuthState,
    private readonly hasher: PinHasherPort,
  ) {
    super(book, passwordReset, auth);
  }

  async execute(code: string, newPin: string): Promise<ResetPinResult> {
    const refused = this.refusal();
    if (refused) return refused;
    if (!isPinShaped(newPin)) return { code: 'family-pin-not-four-digits' };
    try {
      await this.passwordReset.verifyCode(this.auth.userId!, code);
    } catch {
      return { code: 'family-pin-reset-code-wrong' };
    }
    const current = this.book.inEffect()!;
    let pin;
    try {
      pin = await this.hasher.hash(newPin);
    } catch {
      return { code: 'family-mode-not-saved' };
    }
    if (!this.book.save(current.owner, { ...current.settings, pin })) return { code: 'family-mode-not-saved' };
    this.book.saveAttempts(afterRightPin());
    return { code: 'family-pin-reset' };
  }
}
