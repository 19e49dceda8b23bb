import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { form, setup } from './signup-fakes';

describe('SubmitSignup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('checks the form first and sends nothing while a field is wrong', async () => {
    const t = setup();
    const outcome = await t.submit.execute({ ...form, email: 'nadia@', dateOfBirth: '2020-01-01' });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: { email: { code: 'email-invalid' }, dateOfBirth: { code: 'too-young', age: 13, signingUp: true } },
    });
    expect(t.port.requestSignup).not.toHaveBeenCalled();
    expect(t.signup.step).toBe(1);
  });

  it('sends the normalised details and goes from step 1 to the code step 3 with the userId', async () => {
    const t = setup();
    expect(await t.submit.execute(form)).toEqual({ ok: true });
    expect(t.port.requestSignup).toHaveBeenCalledWith({
      firstName: 'Nadia',
      lastName: 'Islam',
      email: 'nadia@example.com',
      dateOfBirth: '2000-05-17',
      mobile: '01812345678',
      password: 'Secret#123',
    });
    expect(t.signup).toMatchObject({ step: 3, userId: 'u-new', status: 'idle', sentTo: '01812345678' });
  });

  it('is loading while the request is out and keeps no password in the store', async () => {
    const t = setup();
    const pending = t.submit.execute(form);
    expect(t.signup.status).toBe('loading');
    await pending;
    expect(JSON.stringify(t.signup)).not.toContain('Secret#123');
  });

  it("shows the server's refusal in the 'Failed' modal and stays on step 1", async () => {
    const t = setup();
    const message = 'An account with this email or mobile number already exists';
    t.port.requestSignup.mockRejectedValue(new ServiceError('rejected', message));
    expect(await t.submit.execute(form)).toEqual({ ok: false, fieldErrors: {} });
    expect(t.signup).toMatchObject({ step: 1, status: 'failed', error: { code: 'refused', message } });
    expect(t.modal).toMatchObject({ open: true, title: { code: 'failed' }, text: { code: 'refused', message } });
  });

  it("falls back to 'Signup failed' when the server gave no message", async () => {
    const t = setup();
    t.port.requestSignup.mockRejectedValue(new ServiceError('network', 'offline'));
    await t.submit.execute(form);
    expect(t.modal.text).toEqual({ code: 'signup-failed' });
  });
});
