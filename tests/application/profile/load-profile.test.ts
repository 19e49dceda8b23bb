import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadProfile } from '../../../src/application/use-cases/profile/load-profile';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { ServiceError } from '../../../src/application/errors';
import { aProfile, fakeProfilePort } from './profile-fakes';

function setup(token: string | null = 'tok') {
  const port = fakeProfilePort();
  const state = createProfileStore();
  const auth = Object.assign(createAuthStore(), { token });
  return { port, state, auth, load: new LoadProfile(port, state, auth) };
}

describe('LoadProfile (spec §4: idle, loading, then succeeded or failed)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes loading then succeeded and stores the profile', async () => {
    const { port, state, load } = setup();
    port.get.mockResolvedValue(aProfile({ isPremiumUser: true, subscription: 'Monthly Pass' }));
    const done = load.execute();
    expect(state.status).toBe('loading');
    await done;
    expect(state).toMatchObject({ status: 'succeeded', error: undefined, profile: { subscription: 'Monthly Pass' } });
  });

  it('goes failed and stores the error message', async () => {
    const { port, state, load } = setup();
    port.get.mockRejectedValue(new ServiceError('network', 'No connection to the server.'));
    await load.execute();
    expect(state).toMatchObject({ status: 'failed', error: { code: 'no-connection' }, profile: null });
  });

  it('does nothing for a guest', async () => {
    const { port, state, load } = setup(null);
    await load.execute();
    expect(port.get).not.toHaveBeenCalled();
    expect(state.status).toBe('idle');
  });

  it('does not start a second load while one is under way', async () => {
    const { port, load } = setup();
    await Promise.all([load.execute(), load.execute()]);
    expect(port.get).toHaveBeenCalledTimes(1);
  });

  it('drops the answer when the user logged out while it was loading', async () => {
    const { port, state, auth, load } = setup();
    let answer: (p: ReturnType<typeof aProfile>) => void = () => {};
    port.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = load.execute();
    auth.token = null;
    Object.assign(state, { status: 'idle', profile: null }); // what the logout reset does
    answer(aProfile());
    await done;
    expect(state).toMatchObject({ status: 'idle', profile: null });
  });
});
