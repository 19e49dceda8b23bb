import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateProfile } from '../../../src/application/use-cases/profile/update-profile';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { ServiceError } from '../../../src/application/errors';
import { aProfile, fakeProfilePort, notifications } from './profile-fakes';

const TODAY = new Date(2026, 10, 21, 12);
const form = { firstName: ' Nadia ', lastName: 'Karim', email: 'nadia@example.com', dateOfBirth: '1999-01-31' };

function setup() {
  const port = fakeProfilePort();
  const state = createProfileStore();
  state.profile = aProfile();
  const { modal, notify } = notifications();
  return { port, state, modal, update: new UpdateProfile(port, state, notify, () => TODAY) };
}

describe('UpdateProfile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the trimmed form and replaces the stored profile with the server answer (spec §3)', async () => {
    const { port, state, update } = setup();
    const answer = aProfile({
      firstName: 'Nadia',
      lastName: 'Karim',
      email: 'nadia@example.com',
      isPremiumUser: true,
      subscription: 'Weekly',
    });
    port.update.mockResolvedValue(answer);
    await expect(update.execute(form)).resolves.toEqual({ ok: true });
    expect(port.update).toHaveBeenCalledWith({ ...form, firstName: 'Nadia' });
    expect(state.profile).toEqual(answer);
    expect(state.update.status).toBe('succeeded');
  });

  it("shows 'Profile updated successfully' with a Go to Home button to /home (spec §8, §2)", async () => {
    const { modal, update } = setup();
    await update.execute(form);
    expect(modal).toMatchObject({
      open: true,
      modalType: 'success',
      title: { code: 'profile-updated' },
      button: true,
      buttonTitle: { code: 'go-to-home' },
      buttonTarget: '/home',
    });
  });

  it('counts a status that is not OK as a failure: Failed modal with the server message, profile kept (spec §5)', async () => {
    const { port, state, modal, update } = setup();
    port.update.mockRejectedValue(new ServiceError('rejected', 'This email is already in use'));
    await expect(update.execute(form)).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(modal).toMatchObject({
      open: true,
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'This email is already in use' },
    });
    expect(state.profile).toEqual(aProfile());
    expect(state.update).toEqual({ status: 'failed', error: { code: 'refused', message: 'This email is already in use' } });
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    const { port, modal, update } = setup();
    port.update.mockRejectedValue(new ServiceError('server', 'The server had a problem.'));
    await update.execute(form);
    expect(modal).toMatchObject({ title: { code: 'failed' }, text: { code: 'something-went-wrong' } });
  });

  it('returns field errors and sends nothing when the form is invalid', async () => {
    const { port, modal, update } = setup();
    const outcome = await update.execute({ firstName: '', lastName: 'K', email: 'nadia@', dateOfBirth: '2026-11-21' });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: {
        firstName: { code: 'first-name-required' },
        email: { code: 'email-invalid' },
        dateOfBirth: { code: 'date-of-birth-in-future' },
      },
    });
    expect(port.update).not.toHaveBeenCalled();
    expect(modal.open).toBe(false);
  });
});
