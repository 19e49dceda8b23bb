import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpProfileGateway, toProfile } from '../../../src/adapters/http/http-profile-gateway';
import { HttpProfileEditingGateway } from '../../../src/adapters/http/http-profile-editing-gateway';
import { DEMO_FREE_USER, DEMO_PASSWORD, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';

describe('the profile gateways against the mock backend', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  /** A gateway logged in as `userId` through a session written straight into the mock's db. */
  function gatewayFor(userId: string | null) {
    let token: string | null = null;
    if (userId) {
      token = `test-token-${userId}`;
      server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
    }
    const onUnauthorized = vi.fn();
    const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => token, onUnauthorized });
    // The profile as every page reads it, and its editing (the account area's), on one client.
    const reading = new HttpProfileGateway(http);
    const editing = new HttpProfileEditingGateway(http);
    const gateway = {
      get: () => reading.get(),
      update: editing.update.bind(editing),
      uploadImage: editing.uploadImage.bind(editing),
      changePassword: editing.changePassword.bind(editing),
    };
    return { gateway, onUnauthorized };
  }

  const userRecord = (id: string) => server.backend().ctx.db.user.findFirst({ where: { id: { equals: id } } });

  it('reads the profile with its premium flags', async () => {
    const { gateway } = gatewayFor(DEMO_SUBSCRIBER.id);
    await expect(gateway.get()).resolves.toEqual({
      userId: 'u-subscriber',
      firstName: 'Sadia',
      lastName: 'Rahman',
      email: 'player@example.com',
      mobile: '01700000001',
      dateOfBirth: '1998-04-12',
      profileImageUrl: null,
      isPremiumUser: true,
      subscription: 'Monthly Pass',
      isPremiumUserESports: true,
      subscriptionESports: 'Esports Monthly',
    });
  });

  it('answers 401 without a session, which the client reports as unauthorized', async () => {
    const { gateway, onUnauthorized } = gatewayFor(null);
    await expect(gateway.get()).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('updates the profile and answers with the stored profile; the mobile stays', async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    const updated = await gateway.update({
      firstName: 'Farhana',
      lastName: 'Haque',
      email: 'Farhana@Example.com',
      dateOfBirth: '2000-02-29',
    });
    expect(updated).toMatchObject({
      firstName: 'Farhana',
      lastName: 'Haque',
      email: 'farhana@example.com',
      dateOfBirth: '2000-02-29',
      mobile: '01700000002',
    });
    await expect(gateway.get()).resolves.toEqual(updated);
  });

  it("refuses an email used by another user with 'This email is already in use'", async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    await expect(
      gateway.update({ firstName: 'Farhan', lastName: 'Hossain', email: 'PLAYER@example.com', dateOfBirth: '2001-09-30' }),
    ).rejects.toMatchObject({ reason: 'rejected', message: 'This email is already in use' });
    expect(userRecord(DEMO_FREE_USER.id)?.email).toBe('free@example.com');
  });

  it('refuses a date of birth in the future', async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    await expect(
      gateway.update({ firstName: 'Farhan', lastName: 'Hossain', email: 'free@example.com', dateOfBirth: '2999-01-01' }),
    ).rejects.toMatchObject({ reason: 'rejected', message: 'Date of birth must be a date in the past' });
  });

  it('uploads a picture as a data URL and the profile then shows it', async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    await expect(gateway.uploadImage(dataUrl)).resolves.toBe(dataUrl);
    expect((await gateway.get()).profileImageUrl).toBe(dataUrl);
  });

  it('refuses a picture that is not a PNG, JPEG or WebP data URL, or is too large', async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    await expect(gateway.uploadImage('data:image/svg+xml;base64,PHN2Zz4=')).rejects.toMatchObject({
      message: 'The picture must be a PNG, JPEG or WebP image',
    });
    await expect(gateway.uploadImage(`data:image/jpeg;base64,${'A'.repeat(1.6 * 1024 * 1024)}`)).rejects.toMatchObject({
      message: 'The picture is too large',
    });
  });

  it('changes the password when the current one is right', async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    await gateway.changePassword({ currentPassword: DEMO_PASSWORD, newPassword: 'Fresh2026pass' });
    expect(userRecord(DEMO_FREE_USER.id)?.password).toBe('Fresh2026pass');
  });

  it("refuses a wrong current password with 'Current password is incorrect'", async () => {
    const { gateway } = gatewayFor(DEMO_FREE_USER.id);
    await expect(gateway.changePassword({ currentPassword: 'wrong-1234', newPassword: 'Fresh2026pass' })).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Current password is incorrect',
    });
    expect(userRecord(DEMO_FREE_USER.id)?.password).toBe(DEMO_PASSWORD);
  });
});

describe('profile DTO mapping', () => {
  it('accepts id instead of userId, a date-time birth date and missing optional fields', () => {
    expect(toProfile({ id: '42', dateofbirth: '1990-05-06T00:00:00Z', isPremiumUser: true, subscription: '' })).toEqual({
      userId: '42',
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      dateOfBirth: '1990-05-06',
      profileImageUrl: null,
      isPremiumUser: true,
      subscription: null,
      isPremiumUserESports: false,
      subscriptionESports: null,
    });
  });
});
