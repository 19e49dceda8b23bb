import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { form, setup } from './signup-fakes';

describe('VerifySignupCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a six-digit code before calling the server', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.verify.execute('12')).toEqual({ ok: false, fieldError: { code: 'code-length', length: 6 } });
    expect(t.port.completeSignup).not.toHaveBeenCalled();
  });

  it('verifies the code, stores the session like a login and goes to step 4', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.verify.execute('123 456')).toEqual({ ok: true });
    expect(t.port.completeSignup).toHaveBeenCalledWith('u-new', '123456');
    expect(t.signup).toMatchObject({ step: 4, status: 'succeeded' });
    expect(t.auth).toMatchObject({ token: 'tok-1', userId: 'u-new', loginSource: 'SelfWeb' });
    expect(t.storage.raw()).toMatchObject({ 'auth-token': 'tok-1', user_id: 'u-new', loginSource: 'SelfWeb' });
  });

  it("shows 'Invalid OTP' for a wrong code, stays on step 3 and logs nobody in", async () => {
    const t = setup();
    await t.submit.execute(form);
    t.port.completeSignup.mockRejectedValue(new ServiceError('rejected', 'Invalid OTP'));
    expect(await t.verify.execute('654321')).toEqual({ ok: false });
    expect(t.signup).toMatchObject({ step: 3, status: 'failed', error: { code: 'refused', message: 'Invalid OTP' } });
    expect(t.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'refused', message: 'Invalid OTP' } });
    expect(t.auth.token).toBeNull();
    expect(t.storage.raw()['auth-token']).toBeUndefined();
  });
});
