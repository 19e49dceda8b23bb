import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { SseBroadcastStream } from '../../../src/adapters/sse/sse-broadcast-stream';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { createPushNotificationStore } from '../../../src/application/stores/push-notification.store';
import { BroadcastListener } from '../../../src/application/use-cases/notifications/broadcast-listener';
import { ShowPushModal } from '../../../src/application/use-cases/notifications/show-push-modal';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import type { Profile } from '../../../src/domain/profile';
import { settle, streamingFetch } from '../../adapters/sse/sse-kit';

const PROFILE: Profile = {
  userId: 'u-1',
  firstName: 'Sadia',
  lastName: 'Rahman',
  email: 'p@example.com',
  mobile: '01700000001',
  dateOfBirth: '',
  profileImageUrl: null,
  isPremiumUser: true,
  subscription: null,
  isPremiumUserESports: false,
  subscriptionESports: null,
};

/** The listener over the real SSE adapter and a scripted fetch; time is fake. */
function setup(statuses: number[] = []) {
  const scripted = streamingFetch(statuses);
  const auth = createAuthStore();
  const profile = createProfileStore();
  const push = createPushNotificationStore();
  const urls = new RedirectPolicy('http://localhost', { allowedRedirectOrigins: [] });
  const online = new Subject<void>();
  const visible = new Subject<void>();
  let tabVisible = true;
  const activity = { online$: online, visible$: visible, isVisible: () => tabVisible };
  const webPush = {
    support: vi.fn(),
    permission: vi.fn(() => 'granted' as const),
    requestPermission: vi.fn(),
    subscribe: vi.fn(),
    notify: vi.fn(async () => undefined),
  };
  const log = { warn: vi.fn() };
  const onUnauthorized = vi.fn();
  const stream = new SseBroadcastStream({
    apiBaseUrl: 'http://api.test',
    getToken: () => auth.token,
    onUnauthorized,
    fetch: scripted.fetch,
  });
  const listener = new BroadcastListener(stream, activity, auth, profile, new ShowPushModal(push, urls), webPush, urls, log);
  const login = (token: string) => {
    auth.token = token;
    profile.profile = { ...PROFILE };
  };
  return {
    scripted,
    auth,
    profile,
    push,
    online,
    visible,
    setHidden: (hidden: boolean) => void (tabVisible = !hidden),
    webPush,
    log,
    onUnauthorized,
    listener,
    login,
  };
}

describe('BroadcastListener (spec §4 "Broadcast stream")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects only once the profile has a mobile, with the bearer token', async () => {
    const world = setup();
    world.listener.start();
    world.auth.token = 'tok-1';
    await settle();
    expect(world.scripted.fetch).not.toHaveBeenCalled();
    world.profile.profile = { ...PROFILE };
    await settle();
    expect(world.scripted.urls).toEqual(['http://api.test/api/tournament/push/notification/broadcast']);
    expect(world.scripted.headers[0].Authorization).toBe('Bearer tok-1');
  });

  it('a profile without a mobile never connects', async () => {
    const world = setup();
    world.listener.start();
    world.auth.token = 'tok-1';
    world.profile.profile = { ...PROFILE, mobile: '' };
    await vi.advanceTimersByTimeAsync(5000);
    expect(world.scripted.fetch).not.toHaveBeenCalled();
  });

  it('restarts when the token changes: the old stream is closed and a new one sends the new token', async () => {
    const world = setup();
    world.listener.start();
    world.login('tok-1');
    await settle();
    world.auth.token = 'tok-2';
    await settle();
    expect(world.scripted.streams[0].aborted).toBe(true);
    expect(world.scripted.headers.map((h) => h.Authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('closes the stream on logout', async () => {
    const world = setup();
    world.listener.start();
    world.login('tok-1');
    await settle();
    world.auth.token = null;
    await settle();
    expect(world.scripted.streams[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.scripted.fetch).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once when the browser comes online, instead of waiting out the backoff', async () => {
    const world = setup([503, 503, 200]);
    world.listener.start();
    world.login('tok-1');
    await vi.advanceTimersByTimeAsync(1000); // 503 at 0, 503 at 1 s, now waiting 2 s
    expect(world.scripted.fetch).toHaveBeenCalledTimes(2);
    world.online.next();
    await settle();
    expect(world.scripted.fetch).toHaveBeenCalledTimes(3);
  });

  it('reconnects at once when the tab becomes visible', async () => {
    const world = setup([503, 200]);
    world.listener.start();
    world.login('tok-1');
    await settle();
    world.visible.next();
    await settle();
    expect(world.scripted.fetch).toHaveBeenCalledTimes(2);
  });

  it('backs off 1 s, 2 s, 4 s between failures and starts again at 1 s after a connection that delivered an event', async () => {
    const world = setup([503, 503, 503, 200, 503, 200]);
    world.listener.start();
    world.login('tok-1');
    await vi.advanceTimersByTimeAsync(7000); // attempts at 0, 1, 3, 7 s
    expect(world.scripted.fetch).toHaveBeenCalledTimes(4);
    world.scripted.streams[3].push('data: {"title":"Hi","message":"Final tonight"}\n\n');
    await settle();
    world.scripted.streams[3].end();
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(world.scripted.fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.scripted.fetch).toHaveBeenCalledTimes(5);
  });

  it('opens the push modal for each notification, and also a system notification while the tab is hidden', async () => {
    const world = setup();
    world.listener.start();
    world.login('tok-1');
    await settle();
    world.scripted.streams[0].push(
      'data: {"notification":{"title":"Final","message":"Tonight","redirect_Url":"/tournament","redirect_CtaText":"Watch"}}\n\n',
    );
    await settle();
    expect(world.push).toMatchObject({
      open: true,
      title: 'Final',
      message: 'Tonight',
      redirectUrl: '/tournament',
      ctaText: 'Watch',
    });
    expect(world.webPush.notify).not.toHaveBeenCalled();
    world.setHidden(true);
    world.scripted.streams[0].push('data: {"title":"Again","message":"Hidden tab"}\n\n');
    await settle();
    expect(world.webPush.notify).toHaveBeenCalledWith({ title: 'Again', body: 'Hidden tab', imageUrl: null, targetUrl: null });
  });

  it("logs a payload that is not a notification as 'Unexpected SSE payload shape'", async () => {
    const world = setup();
    world.listener.start();
    world.login('tok-1');
    await settle();
    world.scripted.streams[0].push('data: [1,2,3]\n\n');
    await settle();
    expect(world.log.warn).toHaveBeenCalledWith('Unexpected SSE payload shape');
    expect(world.push.open).toBe(false);
  });

  it("stops on a 401 after the cross-call rule, logging 'Stream failed'", async () => {
    const world = setup([401]);
    world.listener.start();
    world.login('tok-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.onUnauthorized).toHaveBeenCalledOnce();
    expect(world.scripted.fetch).toHaveBeenCalledTimes(1);
    expect(world.log.warn).toHaveBeenCalledWith('Stream failed', expect.anything());
  });

  it('start() twice shares one listener; stop() closes it', async () => {
    const world = setup();
    world.listener.start();
    const stop = world.listener.start();
    world.login('tok-1');
    await settle();
    expect(world.scripted.fetch).toHaveBeenCalledTimes(1);
    stop();
    await settle();
    expect(world.scripted.streams[0].aborted).toBe(true);
  });
});
