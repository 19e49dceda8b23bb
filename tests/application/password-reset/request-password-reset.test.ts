import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/application/errors';
import { setup } from './password-reset-fakes';

describe('RequestPasswordReset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an email identifier as {email, mobile: ""} and moves to the code step', async () => {
    const t = setup();
    expect(await t.request.execute(' Free@Example.com ')).toEqual({ ok: true });
    expect(t.port.requestReset).toHaveBeenCalledWith({ email: 'free@example.com', mobile: '' });
    expect(t.state).toMatchObject({ step: 2, userId: 'u-free', status: 'idle', sentTo: 'free@example.com' });
  });

  it('sends a mobile identifier as {email: "", mobile: 01XXXXXXXXX}', async () => {
    const t = setup();
    await t.request.execute('+880 1700-000002');
    expect(t.port.requestReset).toHaveBeenCalledWith({ email: '', mobile: '01700000002' });
  });

  it('asks for an identifier before calling the server', async () => {
    const t = setup();
    expect(await t.request.execute('  ')).toEqual({ ok: false, fieldError: { code: 'identifier-required' } });
    expect(t.port.requestReset).not.toHaveBeenCalled();
  });

  it("shows the server's message or 'Failed to send reset instructions' and stays on step 1", async () => {
    const t = setup();
    t.port.requestReset.mockRejectedValueOnce(new ServiceError('rejected', 'No account found with these details'));
    await t.request.execute('nobody@example.com');
    expect(t.modal).toMatchObject({
      title: { code: 'failed' },
      text: { code: 'refused', message: 'No account found with these details' },
    });
    expect(t.state).toMatchObject({
      step: 1,
      status: 'failed',
      error: { code: 'refused', message: 'No account found with these details' },
    });

    t.port.requestReset.mockRejectedValueOnce(new ServiceError('network', 'offline'));
    await t.request.execute('nobody@example.com');
    expect(t.modal.text).toEqual({ code: 'reset-request-failed' });
  });
});
