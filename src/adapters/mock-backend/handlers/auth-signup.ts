import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { normaliseMobile } from '../../../domain/mobile-number';
import { failed, jsonBody, ok } from './mock-envelope';
import { startMockSession } from './auth-login';
import { CODE_EXPIRED, INVALID_OTP, asText, dropChallenges, findChallenge, isDemoCode, issueChallenge } from './otp-challenges';

export const ACCOUNT_EXISTS = 'An account with this email or mobile number already exists';
export const SIGNUP_FIELDS_MISSING = 'Please fill in first name, last name, email, date of birth, mobile number and password';
export const MOBILE_INVALID = 'Enter a valid Bangladeshi mobile number';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/**
 * POST /auth/signup/request and /auth/signup/complete (spec §7). A signup creates an unverified
 * user and a 'signup' code; completing it with the code verifies the user and logs them in.
 */
export function authSignupHandlers(ctx: MockContext) {
  return [
    http.post('*/api/auth/signup/request', async ({ request }) => {
      const body = await jsonBody(request);
      const fields = {
        firstName: asText(body.firstName),
        lastName: asText(body.lastName),
        email: asText(body.email).toLowerCase(),
        dateofbirth: asText(body.dateofbirth),
        mobile: asText(body.mobile),
      };
      const password = typeof body.password === 'string' ? body.password : '';
      if (Object.values(fields).some((value) => value === '') || !password) return failed(SIGNUP_FIELDS_MISSING);
      const mobile = normaliseMobile(fields.mobile);
      if (!mobile) return failed(MOBILE_INVALID);
      if (password.length < 8) return failed(PASSWORD_TOO_SHORT);

      const clashes = [
        ...ctx.db.user.findMany({ where: { email: { equals: fields.email } } }),
        ...ctx.db.user.findMany({ where: { mobile: { equals: mobile } } }),
      ];
      if (clashes.some((user) => user.verified)) return failed(ACCOUNT_EXISTS);
      // An abandoned signup (never verified) must not lock the email or number forever: start over.
      for (const staleId of new Set(clashes.map((user) => user.id))) {
        dropChallenges(ctx, staleId, 'signup');
        ctx.db.user.delete({ where: { id: { equals: staleId } } });
      }

      const user = ctx.db.user.create({
        ...fields,
        mobile,
        password,
        id: ctx.nextId('u'),
        isPremiumUser: false,
        subscription: null,
        isPremiumUserESports: false,
        subscriptionESports: null,
        profileImage: null,
        verified: false,
        createdAt: ctx.now().toISOString(),
      });
      issueChallenge(ctx, user.id, 'signup', mobile);
      return ok({ userId: user.id });
    }),

    http.post('*/api/auth/signup/complete', async ({ request }) => {
      const body = await jsonBody(request);
      const userId = asText(body.userId);
      const user = ctx.db.user.findFirst({ where: { id: { equals: userId } } });
      if (!user || user.verified || !findChallenge(ctx, userId, 'signup')) return failed(CODE_EXPIRED);
      if (!isDemoCode(body.otp)) return failed(INVALID_OTP);
      dropChallenges(ctx, userId, 'signup');
      ctx.db.user.update({ where: { id: { equals: userId } }, data: { verified: true } });
      return startMockSession(ctx, userId, 'SelfWeb');
    }),
  ];
}
