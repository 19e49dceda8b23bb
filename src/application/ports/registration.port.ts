import { token } from '../token';
import type { LoginResult } from '../../domain/session';
import type { SignupDetails } from '../../domain/signup-form';

/**
 * The signup calls of spec §7. Failures are thrown as ServiceError (reason 'rejected' carries the
 * server's first error message, e.g. 'Invalid OTP').
 */
export interface RegistrationPort {
  /** POST /auth/signup/request {signup fields}; "returns data.userId". */
  requestSignup(details: SignupDetails): Promise<string>;
  /** POST /auth/signup/complete {otp data}; "returns login data": the user is logged in. */
  completeSignup(userId: string, code: string): Promise<LoginResult>;
  /** POST /auth/otp/resend {userId, resendtype} for the signup code. */
  resendCode(userId: string): Promise<void>;
}
export const RegistrationPort = token<RegistrationPort>('RegistrationPort');
