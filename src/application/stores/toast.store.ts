import { token } from '../token';
import { createStore } from './create-store';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}
export interface ToastState {
  toasts: Toast[];
}

export const initialToastState = (): ToastState => ({ toasts: [] });
export const createToastStore = () => createStore(initialToastState);
export const ToastStore = token<ToastState>('ToastStore');
