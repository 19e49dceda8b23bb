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
  title: string;
  /** A fixed text (shown through the catalogue) or the server's own; '' when `notice` says it. */
  text: string;
  /** What happened, for the UI to word in the player's language; null for a plain text. */
  notice: Notice | null;
  button: boolean;
  buttonTitle: string;
  buttonTarget: string | null;
}

export const initialNotificationModalState = (): NotificationModalState => ({
  open: false,
  modalType: 'success',
  title: '',
  text: '',
  notice: null,
  button: false,
  buttonTitle: 'Ok',
  buttonTarget: null,
});
export const createNotificationModalStore = () => createStore(initialNotificationModalState);
export const NotificationModalStore = token<NotificationModalState>('NotificationModalStore');
