import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { HttpEsportsTokenGateway } from '../../../src/adapters/http/http-esports-token-gateway';
import { DEMO_PASSWORD, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { ServiceError } from '../../../src/application/errors';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';

describe('HttpAuthGateway and the esports token against the mock backend', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  /** Gateways sharing one client whose bearer token is whatever the test last stored. */
  function gateways() {
    const session = { token: null as string | null };
    const onUnauthorized = vi.fn();
    const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => session.token, onUnauthorized });
    return { auth: new HttpAuthGateway(http), esports: new HttpEsportsTokenGateway(http), session, onUnauthorized };
  }
  const sessions = () => server.backend().ctx.db.authSession.getAll();
  const lastRequest = () => server.backend().log.list().at(-1);

  it('logs in by email, sending the spec payload with the unused mobile as an empty string', async () => {
    const { auth } = gateways();
    const result = await auth.login({
      email: 'player@example.com',
      mobile: '',
      password: DEMO_PASSWORD,
      agentdetails: 'test-agent',
    });
    expect(result).toEqual({ token: 'tok-1', loginSource: 'SelfWeb', userId: DEMO_SUBSCRIBER.id });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      // The mock's log blanks passwords; the successful login above proves the password arrived.
      body: { email: 'player@example.com', mobile: '', password: '[redacted]', agentdetails: 'test-agent' },
    });
    expect(sessions()).toEqual([expect.objectContaining({ token: 'tok-1', userId: DEMO_SUBSCRIBER.id, loginSource: 'SelfWeb' })]);
  });

  it('logs in by mobile number', async () => {
    const result = await gateways().auth.login({ email: '', mobile: '01700000002', password: DEMO_PASSWORD, agentdetails: 'a' });
    expect(result.userId).toBe('u-free');
  });

  it('rejects a wrong password with the server message the portal shows', async () => {
    const attempt = gateways().auth.login({ email: 'player@example.com', mobile: '', password: 'wrong', agentdetails: 'a' });
    await expect(attempt).rejects.toEqual(new ServiceError('rejected', 'Invalid email, mobile number or password'));
    expect(sessions()).toEqual([]);
  });

  it('rejects a login without an identifier or without a password with a clear message', async () => {
    const { auth } = gateways();
    await expect(auth.login({ email: '', mobile: '', password: 'x', agentdetails: 'a' })).rejects.toThrow(
      'Email or mobile number is required',
    );
    await expect(auth.login({ email: 'player@example.com', mobile: '', password: '', agentdetails: 'a' })).rejects.toThrow(
      'Password is required',
    );
  });

  it('refuses an account whose signup code was never verified', async () => {
    server.backend().ctx.db.user.update({ where: { id: { equals: 'u-free' } }, data: { verified: false } });
    const attempt = gateways().auth.login({ email: 'free@example.com', mobile: '', password: DEMO_PASSWORD, agentdetails: 'a' });
    await expect(attempt).rejects.toThrow('Please verify your mobile number before logging in');
    expect(sessions()).toEqual([]);
  });

  it.each([
    ['google', 'mock-google-token', 'GOOGLE', 'u-google'],
    ['facebook', 'mock-facebook-token', 'FACEBOOK', 'u-facebook'],
  ] as const)('exchanges the %s access token for a session of its demo user', async (provider, accessToken, source, userId) => {
    const result = await gateways().auth.socialLogin(provider, accessToken);
    expect(result).toEqual({ token: 'tok-1', loginSource: source, userId });
    expect(lastRequest()).toMatchObject({ path: `/api/auth/${provider}/token/verify`, body: { AccessToken: accessToken } });
    const user = server.backend().ctx.db.user.findFirst({ where: { id: { equals: userId } } });
    expect(user?.verified).toBe(true);
  });

  it('refuses an unknown social token', async () => {
    await expect(gateways().auth.socialLogin('google', 'mock-facebook-token')).rejects.toThrow('Invalid social token');
  });

  it('completes single sign-on for the demo parameter as a MYGP session of the subscriber', async () => {
    const result = await gateways().auth.completeSso('demo-sso-subscriber', 'test-agent');
    expect(result).toEqual({ token: 'tok-1', loginSource: 'MYGP', userId: DEMO_SUBSCRIBER.id });
    expect(lastRequest()).toMatchObject({
      path: '/api/auth/sso/login/complete',
      body: { parameter: 'demo-sso-subscriber', agentdetails: 'test-agent' },
    });
  });

  it('refuses an unknown single sign-on parameter', async () => {
    await expect(gateways().auth.completeSso('forged', 'a')).rejects.toBeInstanceOf(ServiceError);
    expect(sessions()).toEqual([]);
  });

  it('logs out by ending the server session, and succeeds even without one', async () => {
    const { auth, session } = gateways();
    await expect(auth.logout()).resolves.toBeUndefined();
    session.token = (
      await auth.login({ email: 'player@example.com', mobile: '', password: DEMO_PASSWORD, agentdetails: 'a' })
    ).token;
    await auth.logout();
    expect(sessions()).toEqual([]);
  });

  it('hands out an esports token to a logged-in user only', async () => {
    const { auth, esports, session, onUnauthorized } = gateways();
    await expect(esports.fetchToken()).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    session.token = (
      await auth.login({ email: 'player@example.com', mobile: '', password: DEMO_PASSWORD, agentdetails: 'a' })
    ).token;
    await expect(esports.fetchToken()).resolves.toMatch(/^esp-/);
  });
});
