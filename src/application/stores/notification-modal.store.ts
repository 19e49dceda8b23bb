import type { Notice } from '../notices';
import { token } from '../token';
import { createStore } from './create-store';

/** Spec §3 "Notification modal: modalType (success, error, warning, favorite), title, text,
 * button flag, buttonTitle (default Ok), click handler." The click handler is kept as data:
 * the in-app path the button leads to, or null when the button only closes the modal. */
export type ModalType = 'success' | 'error' | 'warning' | 'favorite';

export interface NotificationModalState {
  open: boolean;
  modalType: ModalType;
  /** Each text is what happened, for the UI to word in the player's language (null: none yet). */
  title: Notice | null;
  text: Notice | null;
  button: boolean;
  buttonTitle: Notice;
  buttonTarget: string | null;
}

export const initialNotificationModalState = (): NotificationModalState => ({
  open: false,
  modalType: 'success',
  title: null,
  text: null,
  button: false,
  buttonTitle: { code: 'ok' },
  buttonTarget: null,
});
export const createNotificationModalStore = () => createStore(initialNotificationModalState);
export const NotificationModalStore = token<NotificationModalState>('NotificationModalStore');
