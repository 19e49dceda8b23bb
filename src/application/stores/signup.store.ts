import { token } from '../token';
import type { AsyncState } from './async-state';
import { createStore } from './create-store';

/**
 * Spec §4: "Signup flow has steps. After code verification it goes to step 4."
 * 1 = personal details and password; 2 = reserved (a consent step the spec does not show; the
 * flow goes from 1 straight to 3); 3 = code entry; 4 = done, the user is logged in.
 */
export type SignupStep = 1 | 2 | 3 | 4;

/** The password is never kept here: it lives only in the form and in the one request that sends it. */
export interface SignupState extends AsyncState {
  step: SignupStep;
  /** From the signup request ("returns data.userId"); the code is checked against it. */
  userId: string | null;
  /** Where the code was sent, shown on the code step ("We sent a code to …"). */
  sentTo: string;
  /** Epoch ms from which 'Resend code' may be used again; null before any code was sent. */
  resendAvailableAt: number | null;
  resending: boolean;
}

export const initialSignupState = (): SignupState => ({
  status: 'idle',
  error: undefined,
  step: 1,
  userId: null,
  sentTo: '',
  resendAvailableAt: null,
  resending: false,
});
export const createSignupStore = (): SignupState => createStore(initialSignupState);
export const SignupStore = token<SignupState>('SignupStore');
