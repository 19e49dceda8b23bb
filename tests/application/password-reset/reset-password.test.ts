import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { setup } from './password-reset-fakes';

const newPassword = { password: 'Fresh#2026', confirmation: 'Fresh#2026' };

describe('ResetPassword', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resets the password with {userId, code, password}, succeeds and forgets the code', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    const pending = t.reset.execute(newPassword);
    expect(t.state.status).toBe('loading');
    expect(await pending).toEqual({ ok: true });
    expect(t.port.resetPassword).toHaveBeenCalledWith('u-free', '123456', 'Fresh#2026');
    expect(t.state).toMatchObject({ step: 3, status: 'succeeded', code: '' });
    expect(JSON.stringify(t.state)).not.toContain('Fresh#2026');
  });

  it('checks the new password and its confirmation before sending', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    expect(await t.reset.execute({ password: 'Fresh#2026', confirmation: 'Fresh#2025' })).toEqual({
      ok: false,
      fieldErrors: { confirmation: { code: 'passwords-differ' } },
    });
    expect(t.port.resetPassword).not.toHaveBeenCalled();
  });

  it("marks a refused reset as failed with the 'Failed' modal, so the user can try again", async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    await t.verify.execute('123456');
    t.port.resetPassword.mockRejectedValueOnce(new ServiceError('network', 'offline'));
    await t.reset.execute(newPassword);
    expect(t.state).toMatchObject({ status: 'failed', error: { code: 'something-went-wrong' }, code: '123456' });
    expect(t.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'something-went-wrong' } });
    expect(await t.reset.execute(newPassword)).toEqual({ ok: true });
  });
});
