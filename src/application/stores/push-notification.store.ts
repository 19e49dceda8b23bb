import { token } from '../token';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';
import type { PushNotification } from '../../domain/notification';

/**
 * Spec §3 "Push notification: title, message, imageUrl or bannerImage, autoCloseInSeconds
 * (isAutoClose), redirect_Url, redirect_CtaText", shown by the push modal of spec §2. The URLs
 * held here have passed the URL guard (an image or target that failed it is null).
 */
export interface PushModalFields extends PushNotification {
  open: boolean;
}

/** Web push subscription: 'succeeded' once subscribed; `skipped` when no public key is configured. */
export interface WebPushState extends AsyncState {
  skipped: boolean;
}

export interface PushNotificationState extends PushModalFields {
  webPush: WebPushState;
}

export const initialPushModalFields = (): PushModalFields => ({
  open: false,
  title: '',
  message: '',
  imageUrl: null,
  autoCloseSeconds: 0,
  redirectUrl: null,
  ctaText: null,
});
export const initialPushNotificationState = (): PushNotificationState => ({
  ...initialPushModalFields(),
  webPush: { status: 'idle', error: undefined, skipped: false },
});
export const createPushNotificationStore = (): PushNotificationState => createStore(initialPushNotificationState);
export const PushNotificationStore = token<PushNotificationState>('PushNotificationStore');
