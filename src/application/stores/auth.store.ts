import { token } from '../token';
import type { LoginSource } from '../../domain/session';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/** Spec §4: "Auth request: loading, then user set, or error." */
export interface AuthState extends AsyncState {
  token: string | null;
  userId: string | null;
  loginSource: LoginSource;
  guestId: string;
}

export const initialAuthState = (): AuthState => ({
  status: 'idle',
  error: undefined,
  token: null,
  userId: null,
  loginSource: 'GUEST',
  guestId: '',
});
export const createAuthStore = (): AuthState => createStore(initialAuthState);
export const AuthStore = token<AuthState>('AuthStore');

export const isLoggedIn = (auth: Pick<AuthState, 'token'>): boolean => Boolean(auth.token);
