import { checkOneTimeCode, type CodeProblem } from '../../domain/one-time-code';
import type { ShowNotification } from './notifications/show-notification';
import type { ShowToast } from './notifications/show-toast';

// What every one-time-code step shares (signup, password reset, billing): checking the typed code
// before it is sent, the outcome the code form reacts to, and 'Resend code' with its cooldown.

/**
 * Why the code field was refused: the typed code's problem, or the server's own message when it
 * refused the code (spec §8, shown as it came).
 */
export type CodeFieldError = CodeProblem | { code: 'refused'; message: string };

/** ok: the code was accepted; otherwise what to say at the code field, if any (a refusal the 'Failed' modal shows may have none). */
export type CodeOutcome = { ok: true } | { ok: false; fieldError?: CodeFieldError };

/** A flow's code check, as the code form calls it. */
export interface VerifiesCode {
  execute(codeText: string): Promise<CodeOutcome>;
}

/** Sends the typed code only when it is well-formed (six digits, pasted spaces or dashes removed); otherwise the field's message. */
export function verifyTypedCode(codeText: string, send: (code: string) => Promise<CodeOutcome>): Promise<CodeOutcome> {
  const check = checkOneTimeCode(codeText);
  if (!check.ok) return Promise.resolve({ ok: false, fieldError: check.problem });
  return send(check.code);
}

/** After a code is sent, 'Resend code' waits this long (our decision: stops accidental floods of messages). */
export const RESEND_COOLDOWN_MS = 30_000;

/** The part of the signup and password-reset stores that a resend touches. */
export interface ResendState {
  userId: string | null;
  resendAvailableAt: number | null;
  resending: boolean;
}

/** Starts the cooldown: called whenever a code has just been sent. Time comes from Date.now (fakeable in tests). */
export function startResendCooldown(state: ResendState): void {
  state.resendAvailableAt = Date.now() + RESEND_COOLDOWN_MS;
}

/** Whole seconds until a resend is allowed (0 = now); what the countdown beside the button shows. */
export function secondsUntilResend(resendAvailableAt: number | null, now: number): number {
  if (resendAvailableAt === null) return 0;
  return Math.max(0, Math.ceil((resendAvailableAt - now) / 1000));
}

/**
 * POST /auth/otp/resend for either flow: refused during the cooldown or while one is in flight;
 * on success a toast and a fresh cooldown; on failure the 'Failed' modal with the server's first
 * message or 'Resend OTP failed' (spec §8). Returns whether a new code went out.
 */
export async function resendCode(
  state: ResendState,
  send: (userId: string) => Promise<void>,
  feedback: { toast: ShowToast; notification: ShowNotification },
): Promise<boolean> {
  const userId = state.userId;
  if (!userId || state.resending || secondsUntilResend(state.resendAvailableAt, Date.now()) > 0) return false;
  state.resending = true;
  try {
    await send(userId);
    startResendCooldown(state);
    feedback.toast.execute({ code: 'code-resent' }, 'success');
    return true;
  } catch (error) {
    feedback.notification.failed(error, 'resend-code-failed');
    return false;
  } finally {
    state.resending = false;
  }
}
