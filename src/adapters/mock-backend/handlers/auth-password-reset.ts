import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { normaliseMobile } from '../../../domain/mobile-number';
import { failed, jsonBody, ok } from './mock-envelope';
import {
  CODE_EXPIRED,
  INVALID_OTP,
  asText,
  dropChallenges,
  findChallenge,
  isDemoCode,
  issueChallenge,
  type AccountCodePurpose,
} from './otp-challenges';
import { PASSWORD_TOO_SHORT } from './auth-signup';

export const NO_ACCOUNT = 'No account found with these details';
export const CODE_NOT_VERIFIED = 'Please verify the code before choosing a new password';
export const NOTHING_TO_RESEND = 'There is no code to resend. Please start again.';

const purposeOf = (value: unknown): AccountCodePurpose | null =>
  value === 'signup' || value === 'password-reset' ? value : null;

/**
 * POST /auth/password/reset/request, /auth/otp/verify, /auth/password/reset and /auth/otp/resend
 * (spec §7). A reset needs a 'password-reset' code that /auth/otp/verify has accepted first.
 */
export function authPasswordResetHandlers(ctx: MockContext) {
  return [
    http.post('*/api/auth/password/reset/request', async ({ request }) => {
      const body = await jsonBody(request);
      const email = asText(body.email).toLowerCase();
      const mobile = normaliseMobile(asText(body.mobile));
      const user = email
        ? ctx.db.user.findFirst({ where: { email: { equals: email } } })
        : mobile
          ? ctx.db.user.findFirst({ where: { mobile: { equals: mobile } } })
          : null;
      // Social accounts have no portal password to reset; unverified signups have no account yet.
      if (!user || !user.verified || user.password === '') return failed(NO_ACCOUNT);
      issueChallenge(ctx, user.id, 'password-reset', user.mobile);
      return ok({ userId: user.id });
    }),

    http.post('*/api/auth/otp/verify', async ({ request }) => {
      const body = await jsonBody(request);
      const userId = asText(body.userId);
      const purpose = purposeOf(body.type) ?? 'password-reset';
      const challenge = findChallenge(ctx, userId, purpose);
      if (!challenge) return failed(CODE_EXPIRED);
      if (!isDemoCode(body.otp)) return failed(INVALID_OTP);
      ctx.db.otpChallenge.update({ where: { id: { equals: challenge.id } }, data: { verified: true } });
      return ok({ userId, verified: true });
    }),

    http.post('*/api/auth/password/reset', async ({ request }) => {
      const body = await jsonBody(request);
      const userId = asText(body.userId);
      const password = typeof body.password === 'string' ? body.password : '';
      const challenge = findChallenge(ctx, userId, 'password-reset');
      if (!challenge?.verified || !isDemoCode(body.otp)) return failed(CODE_NOT_VERIFIED);
      if (password.length < 8) return failed(PASSWORD_TOO_SHORT);
      ctx.db.user.update({ where: { id: { equals: userId } }, data: { password } });
      // The code is spent: it cannot reset the password a second time.
      dropChallenges(ctx, userId, 'password-reset');
      return ok({ userId });
    }),

    http.post('*/api/auth/otp/resend', async ({ request }) => {
      const body = await jsonBody(request);
      const userId = asText(body.userId);
      const purpose = purposeOf(body.resendtype);
      const challenge = purpose ? findChallenge(ctx, userId, purpose) : null;
      if (!purpose || !challenge) return failed(NOTHING_TO_RESEND);
      issueChallenge(ctx, userId, purpose, challenge.mobile);
      return ok({ userId });
    }),
  ];
}
