import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpPasswordResetGateway } from '../../../src/adapters/http/http-password-reset-gateway';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { DEMO_FREE_USER, DEMO_OTP, DEMO_PASSWORD } from '../../../src/adapters/mock-backend/seed/users';
import { ServiceError } from '../../../src/application/errors';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';

describe('HttpPasswordResetGateway against the mock backend (spec §7 reset calls)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  function gateways() {
    const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => null, onUnauthorized: vi.fn() });
    return { reset: new HttpPasswordResetGateway(http), auth: new HttpAuthGateway(http) };
  }
  const lastRequest = () => server.backend().log.list().at(-1);
  const loginFree = (auth: HttpAuthGateway, password: string) =>
    auth.login({ email: DEMO_FREE_USER.email, mobile: '', password, agentdetails: 'a' });

  it('finds the account by email or by mobile and returns its userId', async () => {
    const { reset } = gateways();
    expect(await reset.requestReset({ email: DEMO_FREE_USER.email, mobile: '' })).toBe(DEMO_FREE_USER.id);
    expect(lastRequest()).toMatchObject({
      path: '/api/auth/password/reset/request',
      body: { email: DEMO_FREE_USER.email, mobile: '' },
    });
    expect(await reset.requestReset({ email: '', mobile: DEMO_FREE_USER.mobile })).toBe(DEMO_FREE_USER.id);
  });

  it('refuses details that match no account', async () => {
    await expect(gateways().reset.requestReset({ email: 'nobody@example.com', mobile: '' })).rejects.toEqual(
      new ServiceError('rejected', 'No account found with these details'),
    );
  });

  it("refuses a wrong code with 'Invalid OTP'", async () => {
    const { reset } = gateways();
    const userId = await reset.requestReset({ email: DEMO_FREE_USER.email, mobile: '' });
    await expect(reset.verifyCode(userId, '999999')).rejects.toEqual(new ServiceError('rejected', 'Invalid OTP'));
  });

  it('refuses to reset the password before the code was verified', async () => {
    const { reset, auth } = gateways();
    const userId = await reset.requestReset({ email: DEMO_FREE_USER.email, mobile: '' });
    await expect(reset.resetPassword(userId, DEMO_OTP, 'Fresh#2026')).rejects.toMatchObject({ reason: 'rejected' });
    expect((await loginFree(auth, DEMO_PASSWORD)).userId).toBe(DEMO_FREE_USER.id);
  });

  it('resets the password after the code is verified: the new one logs in, the old one no longer does', async () => {
    const { reset, auth } = gateways();
    const userId = await reset.requestReset({ email: '', mobile: DEMO_FREE_USER.mobile });
    await reset.verifyCode(userId, DEMO_OTP);
    expect(lastRequest()).toMatchObject({
      path: '/api/auth/otp/verify',
      body: { userId, otp: DEMO_OTP, type: 'password-reset' },
    });
    await reset.resetPassword(userId, DEMO_OTP, 'Fresh#2026');
    expect(lastRequest()).toMatchObject({
      path: '/api/auth/password/reset',
      body: { userId, otp: DEMO_OTP, password: expect.any(String) },
    });

    expect((await loginFree(auth, 'Fresh#2026')).userId).toBe(DEMO_FREE_USER.id);
    await expect(loginFree(auth, DEMO_PASSWORD)).rejects.toMatchObject({ reason: 'rejected' });
    // The code is spent.
    await expect(reset.resetPassword(userId, DEMO_OTP, 'Other#2027')).rejects.toMatchObject({ reason: 'rejected' });
  });

  it("resends the reset code with resendtype 'password-reset', which needs a fresh verification", async () => {
    const { reset } = gateways();
    const userId = await reset.requestReset({ email: DEMO_FREE_USER.email, mobile: '' });
    await reset.verifyCode(userId, DEMO_OTP);
    await reset.resendCode(userId);
    expect(lastRequest()).toMatchObject({ path: '/api/auth/otp/resend', body: { userId, resendtype: 'password-reset' } });
    await expect(reset.resetPassword(userId, DEMO_OTP, 'Fresh#2026')).rejects.toMatchObject({ reason: 'rejected' });
  });
});
