import { describe, expect, it, vi } from 'vitest';
import type { PushSubscriptionPort } from '../../../src/application/ports/push-subscription.port';
import { createPushNotificationStore } from '../../../src/application/stores/push-notification.store';
import { SubscribeToPush } from '../../../src/application/use-cases/notifications/subscribe-to-push';

function fakePush(overrides: Partial<PushSubscriptionPort> = {}) {
  return {
    support: vi.fn(() => ({ serviceWorker: true, push: true })),
    permission: vi.fn(() => 'default' as const),
    requestPermission: vi.fn(async () => 'granted' as const),
    subscribe: vi.fn(async () => undefined),
    notify: vi.fn(async () => undefined),
    ...overrides,
  };
}

const run = async (push: PushSubscriptionPort, vapidPublicKey = 'BPublicKey') => {
  const state = createPushNotificationStore();
  await new SubscribeToPush(push, { vapidPublicKey }, state).execute();
  return state.webPush;
};

describe('SubscribeToPush (spec §7 public application server key, §8 push setup errors)', () => {
  it('asks for permission and subscribes with the configured key', async () => {
    const push = fakePush();
    expect(await run(push)).toMatchObject({ status: 'succeeded', skipped: false });
    expect(push.subscribe).toHaveBeenCalledWith('BPublicKey');
  });

  it("fails with 'SW not supported' without service workers", async () => {
    expect(await run(fakePush({ support: () => ({ serviceWorker: false, push: false }) }))).toMatchObject({
      status: 'failed',
      error: { code: 'sw-not-supported' },
    });
  });

  it("fails with 'Push not supported' without the Push API", async () => {
    expect(await run(fakePush({ support: () => ({ serviceWorker: true, push: false }) }))).toMatchObject({
      status: 'failed',
      error: { code: 'push-not-supported' },
    });
  });

  it("fails with 'Notifications blocked' when the user refuses", async () => {
    const push = fakePush({ requestPermission: vi.fn(async () => 'denied' as const) });
    expect(await run(push)).toMatchObject({ status: 'failed', error: { code: 'notifications-blocked' } });
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it('skips the subscription quietly when no key is configured', async () => {
    const push = fakePush({ permission: vi.fn(() => 'granted' as const) });
    expect(await run(push, '')).toMatchObject({ status: 'succeeded', skipped: true });
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();
  });
});
