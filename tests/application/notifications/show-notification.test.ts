import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
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
      title: 'Profile updated successfully',
      text: '',
      buttonTitle: 'Go to Home',
      buttonTarget: '/home',
    });
    expect(modal).toMatchObject({ open: true, button: true, buttonTitle: 'Go to Home', buttonTarget: '/home' });
    vi.advanceTimersByTime(2999);
    expect(modal.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.open).toBe(false);
  });

  it.each([
    ['a success modal without a button', { type: 'success' as const, title: 'Success', text: 'Game rated successfully!' }],
    ['an error modal with a button', { type: 'error' as const, title: 'Failed', text: 'x', buttonTitle: 'Ok' }],
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
    new ShowNotification(modal).execute({ type: 'warning', title: 't', text: 'x', buttonTarget: '/plans' });
    expect(modal.buttonTitle).toBe('Ok');
  });

  it('closes manually and a later timer does not close the next modal early', () => {
    const modal = createNotificationModalStore();
    const show = new ShowNotification(modal);
    show.execute({ type: 'error', title: 'Failed', text: 'first' });
    vi.advanceTimersByTime(5000);
    show.close();
    expect(modal).toMatchObject({ open: false, title: '', text: '' });
    show.execute({ type: 'error', title: 'Failed', text: 'second' });
    vi.advanceTimersByTime(2000);
    expect(modal.open).toBe(true);
  });

  it("shows 'Failed' with the server's first message, or the fallback", () => {
    const modal = createNotificationModalStore();
    const show = new ShowNotification(modal);
    show.failed(new ServiceError('rejected', 'Invalid OTP'), 'Signup failed');
    expect(modal).toMatchObject({ modalType: 'error', title: 'Failed', text: 'Invalid OTP' });
    show.failed(new ServiceError('network', 'offline'), 'Signup failed');
    expect(modal.text).toBe('Signup failed');
  });
});

describe('toasts (spec §9: 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('disappear after 5 s', () => {
    const state = createToastStore();
    new ShowToast(state).execute('Link copied');
    vi.advanceTimersByTime(4999);
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state.toasts).toHaveLength(0);
  });
});
