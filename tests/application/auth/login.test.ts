import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Login, type LoginForm } from '../../../src/application/use-cases/auth/login';
import { GoAfterLogin } from '../../../src/application/use-cases/auth/go-after-login';
import { ServiceError } from '../../../src/application/errors';
import { PARTNER, authWorld, fakeAuthPort, fakeEsports, rejected } from './auth-fakes';

const PASSWORD = 'Player#2025';
const form = (overrides: Partial<LoginForm> = {}): LoginForm => ({
  identifier: 'player@example.com',
  password: PASSWORD,
  rememberMe: false,
  ...overrides,
});

function setup(
  options: {
    storage?: Record<string, string>;
    answer?: Parameters<typeof fakeAuthPort>[0];
    esports?: ReturnType<typeof fakeEsports>;
  } = {},
) {
  const world = authWorld(options.storage);
  const auth = fakeAuthPort(options.answer);
  const esports = options.esports ?? fakeEsports();
  const go = new GoAfterLogin(world.storage, esports, world.navigation, world.policy, world.toast);
  const login = new Login(auth.port, world.storage, world.auth, world.startSession, go, world.notification, 'agent/1.0');
  return { ...world, login, calls: auth.calls, esports };
}

describe('Login', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an email login with the mobile as an empty string and the agent details', async () => {
    const { login, calls } = setup();
    await login.execute(form({ identifier: ' Player@Example.com ' }));
    expect(calls.login).toEqual([{ email: 'player@example.com', mobile: '', password: PASSWORD, agentdetails: 'agent/1.0' }]);
  });

  it('sends a mobile login as the local 11 digits with the email as an empty string', async () => {
    const { login, calls } = setup();
    await login.execute(form({ identifier: '+880 1700-000001' }));
    expect(calls.login[0]).toMatchObject({ email: '', mobile: '01700000001' });
  });

  it('stores the session under the spec keys and sets the user in the auth state', async () => {
    const { login, storage, auth } = setup();
    await expect(login.execute(form())).resolves.toEqual({ ok: true });
    expect(storage.raw()).toMatchObject({ 'auth-token': 'tok-1', user_id: 'u-subscriber', loginSource: 'SelfWeb' });
    expect(auth).toMatchObject({
      status: 'succeeded',
      token: 'tok-1',
      userId: 'u-subscriber',
      loginSource: 'SelfWeb',
      error: undefined,
    });
  });

  it('is loading while the request is under way', async () => {
    let resolve!: (v: { token: string; loginSource: 'SelfWeb'; userId: string }) => void;
    const { login, auth, calls } = setup({ answer: () => new Promise((r) => (resolve = r)) });
    const pending = login.execute(form());
    expect(auth.status).toBe('loading');
    await expect(login.execute(form())).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(calls.login).toHaveLength(1);
    resolve({ token: 't', loginSource: 'SelfWeb', userId: 'u' });
    await pending;
    expect(auth.status).toBe('succeeded');
  });

  it('with remember-me keeps the typed identifier and never the password', async () => {
    const { login, storage } = setup();
    await login.execute(form({ identifier: ' 01700000001 ', rememberMe: true }));
    expect(storage.raw()).toMatchObject({ isRememberMe: 'true', 'auth-mobile': '01700000001' });
    expect(Object.keys(storage.raw())).not.toContain('auth-password');
    expect(Object.values(storage.raw()).join(' ')).not.toContain(PASSWORD);
  });

  it('without remember-me forgets a previously remembered identifier', async () => {
    const { login, storage } = setup({ storage: { isRememberMe: 'true', 'auth-mobile': 'old@example.com' } });
    await login.execute(form());
    expect(storage.raw()).not.toHaveProperty('isRememberMe');
    expect(storage.raw()).not.toHaveProperty('auth-mobile');
  });

  it('goes to /home when nothing else is stored', async () => {
    const { login, navigation } = setup();
    await login.execute(form());
    expect(navigation.visited).toEqual(['/home']);
    expect(navigation.assigned).toEqual([]);
  });

  it('returns a guest to the remembered path and forgets it', async () => {
    const { login, navigation, storage } = setup({ storage: { 'previous-url': '/favorite?page=2' } });
    await login.execute(form());
    expect(navigation.visited).toEqual(['/favorite?page=2']);
    expect(storage.raw()).not.toHaveProperty('previous-url');
  });

  it.each(['//evil.com/x', '/login?x=1', '/social-login?parameter=p'])(
    'goes to /home instead of the remembered path %s',
    async (previous) => {
      const { login, navigation } = setup({ storage: { 'previous-url': previous } });
      await login.execute(form());
      expect(navigation.visited).toEqual(['/home']);
    },
  );

  it('sends the user to the stored partner target with an esports token in the query, then forgets the target', async () => {
    const { login, navigation, storage, esports } = setup({
      storage: { redirectto: `${PARTNER}/cups?id=3`, 'previous-url': '/favorite' },
    });
    await login.execute(form());
    expect(esports.calls).toBe(1);
    expect(navigation.assigned).toEqual([`${PARTNER}/cups?id=3&token=esp-9`]);
    expect(navigation.visited).toEqual([]);
    expect(storage.raw()).not.toHaveProperty('redirectto');
  });

  it('goes in-app without any token when the stored target is inside the portal', async () => {
    const { login, navigation, esports } = setup({ storage: { redirectto: '/tournament' } });
    await login.execute(form());
    expect(esports.calls).toBe(0);
    expect(navigation.visited).toEqual(['/tournament']);
    expect(navigation.assigned).toEqual([]);
  });

  it('does not follow a stored target the URL guard refuses (tampered storage)', async () => {
    const { login, navigation, esports } = setup({ storage: { redirectto: 'https://evil.com/' } });
    await login.execute(form());
    expect(esports.calls).toBe(0);
    expect(navigation.assigned).toEqual([]);
    expect(navigation.visited).toEqual(['/home']);
  });

  it('stays in the portal with a toast when the esports token cannot be fetched', async () => {
    const esports = fakeEsports(() => Promise.reject(new ServiceError('server', 'down')));
    const { login, navigation, toasts, auth } = setup({ storage: { redirectto: `${PARTNER}/` }, esports });
    await expect(login.execute(form())).resolves.toEqual({ ok: true });
    expect(auth.token).toBe('tok-1');
    expect(navigation.visited).toEqual(['/home']);
    expect(toasts.toasts).toEqual([expect.objectContaining({ kind: 'error' })]);
  });

  it('shows the server message in the Failed modal and keeps the error in the auth state', async () => {
    const { login, modal, auth, storage, navigation } = setup({
      answer: () => Promise.reject(rejected('Invalid email, mobile number or password')),
    });
    await expect(login.execute(form())).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Invalid email, mobile number or password' },
    });
    expect(auth).toMatchObject({
      status: 'failed',
      error: { code: 'refused', message: 'Invalid email, mobile number or password' },
      token: null,
    });
    expect(storage.raw()).not.toHaveProperty('auth-token');
    expect(navigation.visited).toEqual([]);
  });

  it("falls back to 'Login failed' when the server gave no message", async () => {
    const { login, modal, auth } = setup({ answer: () => Promise.reject(new ServiceError('network', 'offline')) });
    await login.execute(form());
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'login-failed' } });
    expect(auth.error).toEqual({ code: 'login-failed' });
  });

  it('returns field errors without sending anything when the identifier or password is unusable', async () => {
    const { login, calls, auth } = setup();
    await expect(login.execute(form({ identifier: '', password: '' }))).resolves.toEqual({
      ok: false,
      fieldErrors: { identifier: { code: 'identifier-required' }, password: { code: 'your-password-required' } },
    });
    await expect(login.execute(form({ identifier: '0123' }))).resolves.toEqual({
      ok: false,
      fieldErrors: { identifier: { code: 'identifier-invalid' } },
    });
    expect(calls.login).toEqual([]);
    expect(auth.status).toBe('idle');
  });
});
