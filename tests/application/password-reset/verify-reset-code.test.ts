import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { setup } from './password-reset-fakes';

describe('VerifyResetCode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes to step 3 once the code is verified and keeps the code for the reset call', async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    expect(await t.verify.execute('123456')).toEqual({ ok: true });
    expect(t.port.verifyCode).toHaveBeenCalledWith('u-free', '123456');
    expect(t.state).toMatchObject({ step: 3, code: '123456', status: 'idle' });
  });

  it("stays on step 2 with 'Invalid OTP' in the modal for a wrong code", async () => {
    const t = setup();
    await t.request.execute('free@example.com');
    t.port.verifyCode.mockRejectedValue(new ServiceError('rejected', 'Invalid OTP'));
    expect(await t.verify.execute('111111')).toEqual({ ok: false });
    expect(t.state).toMatchObject({ step: 2, status: 'failed', code: '' });
    expect(t.modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'refused', message: 'Invalid OTP' } });
  });
});
