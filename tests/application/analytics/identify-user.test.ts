import { describe, expect, it } from 'vitest';
import { createAuthStore, initialAuthState } from '../../../src/application/stores/auth.store';
import { createProfileStore, initialProfileState } from '../../../src/application/stores/profile.store';
import { resetStore } from '../../../src/application/stores/create-store';
import { IdentifyUser } from '../../../src/application/use-cases/analytics/identify-user';
import type { AnalyticsEvent } from '../../../src/domain/analytics';
import type { Profile } from '../../../src/domain/profile';

const NOW = new Date('2026-03-01T10:00:00.000Z');

const clock = () => NOW;

function setup() {
  const events: AnalyticsEvent[] = [];
  const analytics = { send: (event: AnalyticsEvent) => void events.push(event) };
  const auth = createAuthStore();
  auth.guestId = 'guest_abc';
  const profile = createProfileStore();
  const identify = new IdentifyUser(analytics, auth, profile, { productName: 'PlayZone' }, clock);
  return { events, analytics, auth, profile, identify };
}

/** Identities are sent once a burst of store changes has settled (a microtask later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const premiumProfile = (isPremiumUser: boolean) => ({ isPremiumUser }) as Profile;

function logIn(auth: ReturnType<typeof createAuthStore>, userId = 'u-1') {
  Object.assign(auth, { token: 'tok-1', userId, loginSource: 'SelfWeb' });
}

describe('IdentifyUser (spec §6 analytics identity)', () => {
  it('identifies a guest at start by the guest id, with login_source, app_name and user_type', async () => {
    const { events, identify } = setup();
    identify.execute();
    await settle();
    expect(events).toEqual([
      {
        name: 'user_identified',
        distinctId: 'guest_abc',
        properties: { login_source: 'GUEST', app_name: 'PlayZone', user_type: 'guest' },
        timestamp: NOW.toISOString(),
      },
    ]);
  });

  it('after a login identifies the user by user id once the profile says whether they subscribe', async () => {
    const { events, auth, profile, identify } = setup();
    identify.execute();
    await settle();
    logIn(auth);
    profile.status = 'loading';
    await settle();
    expect(events).toHaveLength(1);

    Object.assign(profile, { status: 'succeeded', profile: premiumProfile(true) });
    await settle();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ distinctId: 'u-1', properties: { login_source: 'SelfWeb', user_type: 'subscriber' } });
  });

  it('calls a logged-in user without a plan registered, also when the profile could not load', async () => {
    const { events, auth, profile, identify } = setup();
    logIn(auth);
    identify.execute();
    await settle();
    Object.assign(profile, { status: 'failed', error: 'x' });
    await settle();
    expect(events.at(-1)).toMatchObject({ distinctId: 'u-1', properties: { user_type: 'registered' } });
  });

  it('after a logout identifies the guest again by the same guest id', async () => {
    const { events, auth, profile, identify } = setup();
    logIn(auth);
    Object.assign(profile, { status: 'succeeded', profile: premiumProfile(false) });
    identify.execute();
    await settle();
    resetStore(profile, initialProfileState);
    resetStore(auth, initialAuthState);
    auth.guestId = 'guest_abc';
    await settle();
    // One event for the settled state: never the guest with the old login source half-way through the reset.
    expect(events.map((e) => [e.distinctId, e.properties.user_type, e.properties.login_source])).toEqual([
      ['u-1', 'registered', 'SelfWeb'],
      ['guest_abc', 'guest', 'GUEST'],
    ]);
  });

  it('does not repeat itself when nothing about the identity changed (a profile reload)', async () => {
    const { events, auth, profile, identify } = setup();
    logIn(auth);
    Object.assign(profile, { status: 'succeeded', profile: premiumProfile(true) });
    identify.execute();
    await settle();
    profile.status = 'loading';
    await settle();
    Object.assign(profile, { status: 'succeeded', profile: premiumProfile(true) });
    await settle();
    expect(events).toHaveLength(1);
  });

  it('identifies again when a plan is bought', async () => {
    const { events, auth, profile, identify } = setup();
    logIn(auth);
    Object.assign(profile, { status: 'succeeded', profile: premiumProfile(false) });
    identify.execute();
    await settle();
    profile.profile = premiumProfile(true);
    await settle();
    expect(events.map((e) => e.properties.user_type)).toEqual(['registered', 'subscriber']);
  });

  it('stops when the returned function is called', async () => {
    const { events, auth, identify } = setup();
    const stop = identify.execute();
    await settle();
    stop();
    logIn(auth);
    auth.token = null;
    auth.guestId = 'guest_other';
    await settle();
    expect(events).toHaveLength(1);
  });
});
