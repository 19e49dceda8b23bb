import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { DEMO_SUBSCRIBER } from '../seed/users';
import { normaliseMobile } from '../../../domain/mobile-number';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';

export const INVALID_CREDENTIALS = 'Invalid email, mobile number or password';
export const INVALID_SOCIAL_TOKEN = 'Invalid social token';
export const INVALID_SSO_PARAMETER = 'Invalid single sign-on link. Please try again from the app you came from.';
/** The single-sign-on parameter the mock accepts (README: /social-login?parameter=demo-sso-subscriber). */
export const DEMO_SSO_PARAMETER = 'demo-sso-subscriber';

/** The access tokens of the offline social sign-in, each logging in its own demo user. */
const SOCIAL_DEMO_USERS = {
  google: {
    token: 'mock-google-token',
    loginSource: 'GOOGLE',
    id: 'u-google',
    firstName: 'Rina',
    lastName: 'Google',
    email: 'google.player@example.com',
    mobile: '01700000011',
  },
  facebook: {
    token: 'mock-facebook-token',
    loginSource: 'FACEBOOK',
    id: 'u-facebook',
    firstName: 'Jamal',
    lastName: 'Facebook',
    email: 'facebook.player@example.com',
    mobile: '01700000012',
  },
} as const;
type Provider = keyof typeof SOCIAL_DEMO_USERS;

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Creates a session for the user and answers with the spec's login data (§3: token, loginSource,
 * userId). Exported for the other flows that end logged in (signup completion).
 */
export function startMockSession(ctx: MockContext, userId: string, loginSource: string) {
  const token = ctx.nextId('tok');
  ctx.db.authSession.create({ token, userId, loginSource, createdAt: ctx.now().toISOString() });
  return ok({ token, loginSource, userId });
}

/** The social demo user of a provider, created on its first login (it is not part of the seed). */
function socialUser(ctx: MockContext, provider: Provider) {
  const demo = SOCIAL_DEMO_USERS[provider];
  const existing = ctx.db.user.findFirst({ where: { id: { equals: demo.id } } });
  if (existing) return existing;
  return ctx.db.user.create({
    id: demo.id,
    firstName: demo.firstName,
    lastName: demo.lastName,
    email: demo.email,
    mobile: demo.mobile,
    // Social accounts have no portal password; /auth/login refuses an empty one, so '' never matches.
    password: '',
    dateofbirth: '2000-01-01',
    isPremiumUser: false,
    subscription: null,
    isPremiumUserESports: false,
    subscriptionESports: null,
    profileImage: null,
    verified: true,
    createdAt: ctx.now().toISOString(),
  });
}

/** POST /auth/login, the social token checks, single sign-on, logout and the esports token (spec §7). */
export function authLoginHandlers(ctx: MockContext) {
  return [
    http.post('*/api/auth/login', async ({ request }) => {
      const body = await jsonBody(request);
      const email = asText(body.email).toLowerCase();
      const mobile = asText(body.mobile);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email && !mobile) return failed('Email or mobile number is required');
      if (!password) return failed('Password is required');
      const user = email
        ? ctx.db.user.findFirst({ where: { email: { equals: email } } })
        : ctx.db.user.findFirst({ where: { mobile: { equals: normaliseMobile(mobile) ?? mobile } } });
      if (!user || user.password !== password) return failed(INVALID_CREDENTIALS);
      if (!user.verified) return failed('Please verify your mobile number before logging in');
      return startMockSession(ctx, user.id, 'SelfWeb');
    }),

    ...(Object.keys(SOCIAL_DEMO_USERS) as Provider[]).map((provider) =>
      http.post(`*/api/auth/${provider}/token/verify`, async ({ request }) => {
        const body = await jsonBody(request);
        const demo = SOCIAL_DEMO_USERS[provider];
        if (body.AccessToken !== demo.token) return failed(INVALID_SOCIAL_TOKEN);
        return startMockSession(ctx, socialUser(ctx, provider).id, demo.loginSource);
      }),
    ),

    http.post('*/api/auth/sso/login/complete', async ({ request }) => {
      const body = await jsonBody(request);
      if (body.parameter !== DEMO_SSO_PARAMETER) return failed(INVALID_SSO_PARAMETER);
      return startMockSession(ctx, DEMO_SUBSCRIBER.id, 'MYGP');
    }),

    // Logging out always succeeds: there may be nothing to end (an expired or unknown token).
    http.post('*/api/auth/logout', ({ request }) => {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (token) ctx.db.authSession.delete({ where: { token: { equals: token } } });
      return ok(null);
    }),

    http.get('*/api/intg/esports/token', ({ request }) => {
      if (!currentUser(ctx, request)) return unauthorized();
      return ok({ token: ctx.nextId('esp') });
    }),
  ];
}
