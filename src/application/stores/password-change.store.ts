import { token } from '../token';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/** Spec §4: "Password reset and change: idle, loading, succeeded or failed." */
export type PasswordChangeState = AsyncState;

export const initialPasswordChangeState = (): PasswordChangeState => ({ status: 'idle', error: undefined });
export const createPasswordChangeStore = (): PasswordChangeState => createStore(initialPasswordChangeState);
export const PasswordChangeStore = token<PasswordChangeState>('PasswordChangeStore');
