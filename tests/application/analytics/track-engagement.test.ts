import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { IdentifyUser } from '../../../src/application/use-cases/analytics/identify-user';
import { TrackEngagement } from '../../../src/application/use-cases/analytics/track-engagement';
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

describe('TrackEngagement (spec §9 "Engagement analytics event every 10 s")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function engagement(visible = true) {
    const { events, analytics, auth } = setup();
    const visibility = new BehaviorSubject(visible);
    const stop = new TrackEngagement(analytics, auth, { visible$: visibility }, clock).execute();
    return { events, visibility, stop };
  }

  it('sends one engagement event every 10 s while the tab is visible', () => {
    const { events } = engagement();
    vi.advanceTimersByTime(9_999);
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      {
        name: 'user_engagement',
        distinctId: 'guest_abc',
        properties: { engagement_time_msec: 10_000 },
        timestamp: NOW.toISOString(),
      },
    ]);
    vi.advanceTimersByTime(20_000);
    expect(events).toHaveLength(3);
  });

  it('pauses while the tab is hidden and starts a fresh 10 s when it is shown again', () => {
    const { events, visibility } = engagement();
    vi.advanceTimersByTime(6_000);
    visibility.next(false);
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(0);
    visibility.next(true);
    vi.advanceTimersByTime(9_999);
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(events).toHaveLength(1);
  });

  it('sends nothing while the app starts in a hidden tab', () => {
    const { events } = engagement(false);
    vi.advanceTimersByTime(30_000);
    expect(events).toHaveLength(0);
  });

  it('stops when the returned function is called', () => {
    const { events, stop } = engagement();
    stop();
    vi.advanceTimersByTime(30_000);
    expect(events).toHaveLength(0);
  });
});
