import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPushNotificationStore,
  initialPushNotificationState,
} from '../../../src/application/stores/push-notification.store';
import { ShowPushModal } from '../../../src/application/use-cases/notifications/show-push-modal';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import type { PushNotification } from '../../../src/domain/notification';

const notification = (fields: Partial<PushNotification> = {}): PushNotification => ({
  title: 'Final tonight',
  message: 'Watch live',
  imageUrl: '/mock-assets/art/x.svg',
  autoCloseSeconds: 0,
  redirectUrl: '/tournament',
  ctaText: 'Watch',
  ...fields,
});

function setup() {
  const state = createPushNotificationStore();
  const urls = new RedirectPolicy('https://play.example', { allowedRedirectOrigins: ['https://partner.example'] });
  return { state, modal: new ShowPushModal(state, urls) };
}

describe('ShowPushModal (spec §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows title, message, banner image and the call-to-action', () => {
    const { state, modal } = setup();
    modal.execute(notification());
    expect(state).toMatchObject({
      open: true,
      title: 'Final tonight',
      message: 'Watch live',
      imageUrl: '/mock-assets/art/x.svg',
      redirectUrl: '/tournament',
      ctaText: 'Watch',
    });
  });

  it('offers no call-to-action for a target outside the allowed origins, and drops a foreign image', () => {
    const { state, modal } = setup();
    modal.execute(notification({ redirectUrl: 'https://evil.example/x', imageUrl: 'javascript:alert(1)' }));
    expect(state).toMatchObject({ open: true, redirectUrl: null, ctaText: null, imageUrl: null });
    modal.execute(notification({ redirectUrl: 'https://partner.example/offer' }));
    expect(state.redirectUrl).toBe('https://partner.example/offer');
  });

  it('auto-closes after isAutoClose seconds when above 0, and clears every field', () => {
    const { state, modal } = setup();
    modal.execute(notification({ autoCloseSeconds: 5 }));
    vi.advanceTimersByTime(4999);
    expect(state.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state).toEqual(initialPushNotificationState());
  });

  it('stays open with the default auto-close of 0 (spec §9)', () => {
    const { state, modal } = setup();
    modal.execute(notification({ autoCloseSeconds: 0 }));
    vi.advanceTimersByTime(600_000);
    expect(state.open).toBe(true);
  });

  it('closing clears all its fields, and a newer notification restarts the timer', () => {
    const { state, modal } = setup();
    modal.execute(notification({ autoCloseSeconds: 3 }));
    vi.advanceTimersByTime(2000);
    modal.execute(notification({ title: 'Second', autoCloseSeconds: 3 }));
    vi.advanceTimersByTime(2000);
    expect(state.title).toBe('Second');
    modal.close();
    expect(state).toMatchObject({
      open: false,
      title: '',
      message: '',
      imageUrl: null,
      redirectUrl: null,
      ctaText: null,
      autoCloseSeconds: 0,
    });
  });
});
