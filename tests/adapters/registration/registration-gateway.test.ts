import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpRegistrationGateway } from '../../../src/adapters/http/http-registration-gateway';
import { HttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway';
import { DEMO_FREE_USER, DEMO_OTP } from '../../../src/adapters/mock-backend/seed/users';
import { ServiceError } from '../../../src/application/errors';
import type { SignupDetails } from '../../../src/domain/signup-form';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';

const details: SignupDetails = {
  firstName: 'Nadia',
  lastName: 'Islam',
  email: 'nadia@example.com',
  dateOfBirth: '2000-05-17',
  mobile: '01812345678',
  password: 'Secret#123',
};

describe('HttpRegistrationGateway against the mock backend (spec §7 signup calls)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  function gateways() {
    const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => null, onUnauthorized: vi.fn() });
    return { registration: new HttpRegistrationGateway(http), auth: new HttpAuthGateway(http) };
  }
  const db = () => server.backend().ctx.db;
  const lastRequest = () => server.backend().log.list().at(-1);

  it('sends the spec payload (dateofbirth, mobile…) and returns the new userId of an unverified account', async () => {
    const userId = await gateways().registration.requestSignup(details);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/auth/signup/request',
      body: {
        firstName: 'Nadia',
        lastName: 'Islam',
        email: 'nadia@example.com',
        dateofbirth: '2000-05-17',
        mobile: '01812345678',
        // The mock's log blanks passwords; that the right one arrived is proven by the login test below.
        password: expect.any(String),
      },
    });
    expect(db().user.findFirst({ where: { id: { equals: userId } } })).toMatchObject({
      email: 'nadia@example.com',
      verified: false,
    });
  });

  it('refuses an email or a mobile number that already has an account', async () => {
    const { registration } = gateways();
    const duplicate = new ServiceError('rejected', 'An account with this email or mobile number already exists');
    await expect(registration.requestSignup({ ...details, email: DEMO_FREE_USER.email })).rejects.toEqual(duplicate);
    await expect(registration.requestSignup({ ...details, mobile: DEMO_FREE_USER.mobile })).rejects.toEqual(duplicate);
  });

  it('lets an abandoned (unverified) signup be started again with the same details', async () => {
    const { registration } = gateways();
    const first = await registration.requestSignup(details);
    const second = await registration.requestSignup(details);
    expect(second).not.toBe(first);
    expect(db().user.findMany({ where: { email: { equals: details.email } } })).toHaveLength(1);
  });

  it("refuses a wrong code with 'Invalid OTP' and keeps the account unverified", async () => {
    const { registration } = gateways();
    const userId = await registration.requestSignup(details);
    await expect(registration.completeSignup(userId, '000000')).rejects.toEqual(new ServiceError('rejected', 'Invalid OTP'));
    expect(db().user.findFirst({ where: { id: { equals: userId } } })?.verified).toBe(false);
    expect(db().authSession.getAll()).toEqual([]);
  });

  it('completes the signup with the code, answering login data, and the new password then logs in', async () => {
    const { registration, auth } = gateways();
    const userId = await registration.requestSignup(details);
    const session = await registration.completeSignup(userId, DEMO_OTP);
    expect(session).toEqual({ token: expect.any(String), loginSource: 'SelfWeb', userId });
    expect(db().authSession.findFirst({ where: { token: { equals: session.token } } })?.userId).toBe(userId);

    const login = await auth.login({ email: '', mobile: details.mobile, password: details.password, agentdetails: 'a' });
    expect(login.userId).toBe(userId);
  });

  it('cannot complete the same signup twice', async () => {
    const { registration } = gateways();
    const userId = await registration.requestSignup(details);
    await registration.completeSignup(userId, DEMO_OTP);
    await expect(registration.completeSignup(userId, DEMO_OTP)).rejects.toMatchObject({ reason: 'rejected' });
  });

  it("resends the signup code with resendtype 'signup'; without a pending signup it is refused", async () => {
    const { registration } = gateways();
    const userId = await registration.requestSignup(details);
    await registration.resendCode(userId);
    expect(lastRequest()).toMatchObject({ path: '/api/auth/otp/resend', body: { userId, resendtype: 'signup' } });
    expect(db().otpChallenge.findMany({ where: { userId: { equals: userId } } })).toHaveLength(1);
    await expect(registration.resendCode('u-unknown')).rejects.toMatchObject({ reason: 'rejected' });
  });
});
