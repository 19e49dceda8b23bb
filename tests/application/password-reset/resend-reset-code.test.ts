import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPasswordResetState } from '../../../src/application/stores/password-reset.store';
import { setup } from './password-reset-fakes';

describe('ResendResetCode and RestartPasswordReset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resends the reset code only after 30 s, and restart forgets everything', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    expect(await t.resend.execute()).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(await t.resend.execute()).toBe(true);
    expect(t.port.resendCode).toHaveBeenCalledWith('u-free');
    expect(t.toasts.toasts[0]?.notice).toEqual({ code: 'code-resent' });
    t.restart.execute();
    expect({ ...t.state }).toEqual(initialPasswordResetState());
  });
});
