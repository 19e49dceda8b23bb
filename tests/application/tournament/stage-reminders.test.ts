import { afterEach, describe, expect, it, vi } from 'vitest';
import { StageReminders, REMINDER_CHECK_MS } from '../../../src/application/use-cases/tournament/stage-reminders';
import type { PushPermission } from '../../../src/application/ports/push-subscription.port';
import type { ReminderStoragePort, StoredReminders } from '../../../src/application/ports/reminder-storage.port';
import { WINTER, tournamentWorld } from './tournament-fakes';

afterEach(() => vi.useRealTimers());

function fakeReminderStorage(): ReminderStoragePort & { value: StoredReminders | null } {
  const storage = {
    value: null as StoredReminders | null,
    read: () => storage.value,
    write: (value: StoredReminders) => void (storage.value = value),
  };
  return storage;
}

const FINAL_STARTS = '2026-12-01T18:00:00Z';

function setup(options: { permission?: PushPermission; answer?: PushPermission; visible?: boolean; registered?: boolean } = {}) {
  const world = tournamentWorld({ userId: 'u-me' });
  world.state.details.tournament = {
    ...WINTER,
    userState: options.registered === false ? null : 'SEMI-FINAL',
    schedule: [{ stage: 'FINAL', startsAt: FINAL_STARTS }],
  };
  let permission: PushPermission = options.permission ?? 'default';
  const push = {
    support: () => ({ serviceWorker: true, push: true }),
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = options.answer ?? 'granted')),
    subscribe: vi.fn(),
    notify: vi.fn(async () => undefined),
  };
  const activity = { online$: undefined as never, visible$: undefined as never, isVisible: () => options.visible ?? true };
  const toast = { execute: vi.fn() };
  const store = fakeReminderStorage();
  let now = new Date('2026-12-01T12:00:00Z');
  const reminders = new StageReminders(store, push, activity, toast as never, world.state, world.auth, () => now);
  return { ...world, reminders, push, toast, store, setNow: (iso: string) => (now = new Date(iso)) };
}

describe('StageReminders', () => {
  it('turning reminders on asks once for notifications and remembers the choice on the device', async () => {
    const { reminders, push, state, store } = setup({ answer: 'granted' });
    await reminders.turnOn();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(state.reminders).toEqual({ on: true, systemNotifications: true });
    expect(store.value).toMatchObject({ userId: 'u-me', tournamentId: WINTER.id, on: true });
    state.reminders.on = false;
    reminders.load();
    expect(state.reminders.on).toBe(true);
  });

  it('without permission for notifications the reminder is an in-app notice', async () => {
    const { reminders, state, toast, push, setNow } = setup({ answer: 'denied', visible: false });
    await reminders.turnOn();
    expect(state.reminders.systemNotifications).toBe(false);
    setNow('2026-12-01T17:35:00Z');
    reminders.check();
    expect(toast.execute).toHaveBeenCalledWith({
      code: 'stage-reminder',
      stage: 'FINAL',
      tournamentName: 'GP Arena Winter Cup 2026',
      minutes: 25,
    });
    expect(push.notify).not.toHaveBeenCalled();
  });

  it('with permission and the portal in a background tab, the reminder is a system notification in the words given', async () => {
    const { reminders, toast, push, setNow } = setup({ permission: 'granted', visible: false });
    reminders.wordWith((notice) => ({ title: 'Reminder', body: `${notice.stage} in ${notice.minutes}` }));
    await reminders.turnOn();
    setNow('2026-12-01T17:35:00Z');
    reminders.check();
    expect(push.notify).toHaveBeenCalledWith({
      title: 'Reminder',
      body: 'FINAL in 25',
      imageUrl: null,
      targetUrl: '/tournament',
    });
    expect(toast.execute).not.toHaveBeenCalled();
  });

  it('reminds once per stage, checking every minute while the portal is open', async () => {
    vi.useFakeTimers();
    const { reminders, toast, setNow } = setup({ permission: 'granted', visible: true });
    await reminders.turnOn();
    reminders.start();
    setNow('2026-12-01T17:31:00Z');
    vi.advanceTimersByTime(REMINDER_CHECK_MS);
    setNow('2026-12-01T17:32:00Z');
    vi.advanceTimersByTime(REMINDER_CHECK_MS * 3);
    expect(toast.execute).toHaveBeenCalledTimes(1);
  });

  it('nothing is reminded when reminders are off, or for a player who has not registered', async () => {
    const off = setup({ permission: 'granted' });
    off.setNow('2026-12-01T17:35:00Z');
    off.reminders.check();
    expect(off.toast.execute).not.toHaveBeenCalled();
    const guest = setup({ registered: false });
    await guest.reminders.turnOn();
    expect(guest.state.reminders.on).toBe(false);
    expect(guest.push.requestPermission).not.toHaveBeenCalled();
  });
});
