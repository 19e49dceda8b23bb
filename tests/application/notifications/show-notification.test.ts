import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShowNotification, type NotificationRequest } from '../../../src/application/use-cases/notifications/show-notification';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ServiceError } from '../../../src/application/errors';

describe('notification modal (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-closes a success modal with a button after 3 s', () => {
    const modal = createNotificationModalStore();
    new ShowNotification(modal).execute({
      type: 'success',
      title: { code: 'profile-updated' },
      buttonTitle: { code: 'go-to-home' },
      buttonTarget: '/home',
    });
    expect(modal).toMatchObject({ open: true, button: true, buttonTitle: { code: 'go-to-home' }, buttonTarget: '/home' });
    vi.advanceTimersByTime(2999);
    expect(modal.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.open).toBe(false);
  });

  it.each<[string, NotificationRequest]>([
    ['a success modal without a button', { type: 'success', title: { code: 'success' }, text: { code: 'game-rated' } }],
    [
      'an error modal with a button',
      { type: 'error', title: { code: 'failed' }, text: { code: 'refused', message: 'x' }, buttonTitle: { code: 'ok' } },
    ],
  ])('auto-closes %s after 7 s', (_label, request) => {
    const modal = createNotificationModalStore();
    new ShowNotification(modal).execute(request);
    vi.advanceTimersByTime(6999);
    expect(modal.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.open).toBe(false);
  });

  it('defaults the button title to Ok', () => {
    const modal = createNotificationModalStore();
    new ShowNotification(modal).execute({ type: 'warning', title: { code: 'failed' }, buttonTarget: '/plans' });
    expect(modal.buttonTitle).toEqual({ code: 'ok' });
  });

  it('closes manually and a later timer does not close the next modal early', () => {
    const modal = createNotificationModalStore();
    const show = new ShowNotification(modal);
    show.execute({ type: 'error', title: { code: 'failed' }, text: { code: 'login-failed' } });
    vi.advanceTimersByTime(5000);
    show.close();
    expect(modal).toMatchObject({ open: false, title: null, text: null });
    show.execute({ type: 'error', title: { code: 'failed' }, text: { code: 'signup-failed' } });
    vi.advanceTimersByTime(2000);
    expect(modal.open).toBe(true);
  });

  it("shows 'Failed' with the server's first message, or the fallback", () => {
    const modal = createNotificationModalStore();
    const show = new ShowNotification(modal);
    show.failed(new ServiceError('rejected', 'Invalid OTP'), 'signup-failed');
    expect(modal).toMatchObject({
      modalType: 'error',
      title: { code: 'failed' },
      text: { code: 'refused', message: 'Invalid OTP' },
    });
    show.failed(new ServiceError('network', 'offline'), 'signup-failed');
    expect(modal.text).toEqual({ code: 'signup-failed' });
  });
});

describe('toasts (spec §9: 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('disappear after 5 s', () => {
    const state = createToastStore();
    new ShowToast(state).execute({ code: 'link-copied' });
    vi.advanceTimersByTime(4999);
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state.toasts).toHaveLength(0);
  });
});
