import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { ProfileStore } from '../../../src/application/stores/profile.store';
import { AuthStore } from '../../../src/application/stores/auth.store';
import { EndSession } from '../../../src/application/use-cases/session/end-session';
import { signedIn } from './profile-session';

describe('session effects: the profile is loaded once logged in', () => {
  const server = useMockServer();

  const profileCalls = () =>
    server
      .backend()
      .log.list()
      .filter((r) => r.path === '/api/auth/user/profile').length;

  it('loads the profile once on any screen when logged in', async () => {
    const app = renderApp('/home', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const profile = app.resolver.get(ProfileStore);
    await waitFor(() => expect(profile.status).toBe('succeeded'));
    expect(profile.profile).toMatchObject({ userId: 'u-subscriber', isPremiumUser: true });
    expect(profileCalls()).toBe(1);
  });

  it('asks for no profile for a guest', async () => {
    const app = renderApp('/home');
    await app.findByRole('heading', { level: 1 });
    expect(profileCalls()).toBe(0);
    expect(app.resolver.get(ProfileStore).status).toBe('idle');
  });

  it('forgets the profile on logout and loads the next user’s profile after the next login', async () => {
    const app = renderApp('/home', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const profile = app.resolver.get(ProfileStore);
    await waitFor(() => expect(profile.status).toBe('succeeded'));

    act(() => app.resolver.get(EndSession).execute());
    expect(profile).toMatchObject({ status: 'idle', profile: null });

    // What a login does: the token goes to storage (read by the HTTP client) and to the auth store.
    const next = signedIn(server, DEMO_FREE_USER.id);
    for (const [key, value] of Object.entries(next)) app.storage.setItem(key, value);
    await act(() => {
      Object.assign(app.resolver.get(AuthStore), { token: next['auth-token'], userId: DEMO_FREE_USER.id });
    });
    await waitFor(() => expect(profile.profile?.userId).toBe('u-free'));
    expect(profileCalls()).toBe(2);
  });
});
