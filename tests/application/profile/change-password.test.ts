import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePassword } from '../../../src/application/use-cases/profile/change-password';
import { createPasswordChangeStore } from '../../../src/application/stores/password-change.store';
import { ServiceError } from '../../../src/application/errors';
import { fakeProfilePort, notifications } from './profile-fakes';

const input = { currentPassword: 'Player#2025', newPassword: 'NewPass2026', confirmPassword: 'NewPass2026' };

function setup() {
  const port = fakeProfilePort();
  const state = createPasswordChangeStore();
  const { modal, notify } = notifications();
  return { port, state, modal, change: new ChangePassword(port, state, notify) };
}

describe('ChangePassword', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle, loading, succeeded and sends the current and new password only (spec §4)', async () => {
    const { port, state, change } = setup();
    expect(state.status).toBe('idle');
    const done = change.execute(input);
    expect(state.status).toBe('loading');
    await expect(done).resolves.toEqual({ ok: true });
    expect(state.status).toBe('succeeded');
    expect(port.changePassword).toHaveBeenCalledWith({ currentPassword: 'Player#2025', newPassword: 'NewPass2026' });
  });

  it("shows 'Password updated successfully' with a Go to Home button to /home (spec §8, §2)", async () => {
    const { modal, change } = setup();
    await change.execute(input);
    expect(modal).toMatchObject({
      open: true,
      modalType: 'success',
      title: { code: 'password-updated' },
      buttonTitle: { code: 'go-to-home' },
      buttonTarget: '/home',
    });
  });

  it("counts a status that is not OK as failed and shows 'Failed' with the server message (spec §5, §8)", async () => {
    const { port, state, modal, change } = setup();
    port.changePassword.mockRejectedValue(new ServiceError('rejected', 'Current password is incorrect'));
    await expect(change.execute(input)).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(state).toEqual({ status: 'failed', error: { code: 'refused', message: 'Current password is incorrect' } });
    expect(modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Current password is incorrect' },
    });
  });

  it("falls back to 'Failed to change password'", async () => {
    const { port, modal, change } = setup();
    port.changePassword.mockRejectedValue(new ServiceError('rejected', ''));
    await change.execute(input);
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'password-change-failed' } });
  });

  it('returns field errors and sends nothing for a weak, unchanged or unconfirmed password', async () => {
    const { port, state, change } = setup();
    expect(await change.execute({ currentPassword: '', newPassword: 'short1', confirmPassword: 'short2' })).toEqual({
      ok: false,
      fieldErrors: {
        currentPassword: { code: 'current-password-required' },
        newPassword: { code: 'password-too-short', min: 8 },
        confirmPassword: { code: 'passwords-differ' },
      },
    });
    expect(
      await change.execute({ ...input, newPassword: input.currentPassword, confirmPassword: input.currentPassword }),
    ).toEqual({
      ok: false,
      fieldErrors: { newPassword: { code: 'same-password' } },
    });
    expect(port.changePassword).not.toHaveBeenCalled();
    expect(state.status).toBe('idle');
  });
});
