import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Failure } from '../../application/failure-text';

/**
 * The spec §8 fallbacks of the flows that live on lazy screens (login, signup, password reset and
 * change, billing, a game page, the voucher) and the server's 'Invalid OTP': they are read only
 * where the lazy screens' words have come, so their words travel in that catalogue
 * (lingui.config.ts), not in /home's first download.
 */
export const FLOW_FAILURES = {
  'login-failed': msg`Login failed`,
  'social-login-failed': msg`Social login failed`,
  'signup-failed': msg`Signup failed`,
  'resend-code-failed': msg`Resend OTP failed`,
  'reset-request-failed': msg`Failed to send reset instructions`,
  'password-change-failed': msg`Failed to change password`,
  'billing-failed': msg`An unexpected error occurred`,
  'game-not-found': msg`Game not found`,
  'voucher-link-refused': msg`The voucher partner link could not be opened safely. Please try again later.`,
} as const satisfies Partial<Record<Failure['code'], MessageDescriptor>>;

export const INVALID_OTP = msg`Invalid OTP`;
