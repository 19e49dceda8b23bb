import { token } from '../token';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/**
 * Spec §4: "Password reset flow goes to step 3 after the code is verified." and "Password reset
 * and change: idle, loading, succeeded or failed." 1 = who are you, 2 = code, 3 = new password;
 * status 'succeeded' on step 3 means the password has been reset.
 */
export type PasswordResetStep = 1 | 2 | 3;

export interface PasswordResetState extends AsyncState {
  step: PasswordResetStep;
  userId: string | null;
  /** Where the code was sent, shown on the code step. */
  sentTo: string;
  /** The verified code; the reset call needs it. Cleared once the password is reset. Never the password. */
  code: string;
  /** Epoch ms from which 'Resend code' may be used again; null before any code was sent. */
  resendAvailableAt: number | null;
  resending: boolean;
}

export const initialPasswordResetState = (): PasswordResetState => ({
  status: 'idle',
  error: undefined,
  step: 1,
  userId: null,
  sentTo: '',
  code: '',
  resendAvailableAt: null,
  resending: false,
});
export const createPasswordResetStore = (): PasswordResetState => createStore(initialPasswordResetState);
export const PasswordResetStore = token<PasswordResetState>('PasswordResetStore');
