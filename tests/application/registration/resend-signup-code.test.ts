import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { form, setup } from './signup-fakes';

describe('resending the signup code (30 s cooldown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a resend during the 30 s after the code was sent, then sends one and toasts', async () => {
    const t = setup();
    await t.submit.execute(form);
    expect(await t.resend.execute()).toBe(false);
    vi.advanceTimersByTime(29_999);
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(await t.resend.execute()).toBe(true);
    expect(t.port.resendCode).toHaveBeenCalledWith('u-new');
    expect(t.toasts.toasts.map((toast) => toast.notice)).toEqual([{ code: 'code-resent' }]);
    // A fresh cooldown starts with the new code.
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).toHaveBeenCalledTimes(1);
  });

  it("shows 'Resend OTP failed' when the resend fails and allows another try at once", async () => {
    const t = setup();
    await t.submit.execute(form);
    vi.advanceTimersByTime(30_000);
    t.port.resendCode.mockRejectedValueOnce(new ServiceError('server', 'HTTP 500'));
    expect(await t.resend.execute()).toBe(false);
    expect(t.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'resend-code-failed' } });
    expect(t.toasts.toasts).toHaveLength(0);
    expect(await t.resend.execute()).toBe(true);
  });

  it('does nothing before a code was requested', async () => {
    const t = setup();
    expect(await t.resend.execute()).toBe(false);
    expect(t.port.resendCode).not.toHaveBeenCalled();
  });
});
