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
  text: string;
  button: boolean;
  buttonTitle: string;
  buttonTarget: string | null;
}

export const initialNotificationModalState = (): NotificationModalState => ({
  open: false,
  modalType: 'success',
  title: '',
  text: '',
  button: false,
  buttonTitle: 'Ok',
  buttonTarget: null,
});
export const createNotificationModalStore = () => createStore(initialNotificationModalState);
export const NotificationModalStore = token<NotificationModalState>('NotificationModalStore');
