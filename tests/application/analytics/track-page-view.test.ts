import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { IdentifyUser } from '../../../src/application/use-cases/analytics/identify-user';
import { TrackPageView } from '../../../src/application/use-cases/analytics/track-page-view';
import type { AnalyticsEvent } from '../../../src/domain/analytics';

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

function logIn(auth: ReturnType<typeof createAuthStore>, userId = 'u-1') {
  Object.assign(auth, { token: 'tok-1', userId, loginSource: 'SelfWeb' });
}

describe('TrackPageView', () => {
  it('sends the path of the page, never its query or hash (they can carry tokens)', () => {
    const { events, analytics, auth } = setup();
    new TrackPageView(analytics, auth, clock).execute('/tournament?token=esp-123#board');
    expect(events).toEqual([
      { name: 'page_view', distinctId: 'guest_abc', properties: { page_path: '/tournament' }, timestamp: NOW.toISOString() },
    ]);
  });

  it('uses the user id for a logged-in user', () => {
    const { events, analytics, auth } = setup();
    logIn(auth, 'u-9');
    new TrackPageView(analytics, auth, clock).execute('/home');
    expect(events[0].distinctId).toBe('u-9');
  });
});
