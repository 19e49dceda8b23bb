import { token } from '../token';

/** Spec §7 "POST /auth/password/reset/request {email, mobile}": one is filled, the other is ''. */
export interface ResetContact {
  email: string;
  mobile: string;
}

/** The password-reset calls of spec §7. Failures are thrown as ServiceError. */
export interface PasswordResetPort {
  /** POST /auth/password/reset/request {email, mobile}; "returns data.userId". */
  requestReset(contact: ResetContact): Promise<string>;
  /** POST /auth/otp/verify {otp data} for the password-reset code. */
  verifyCode(userId: string, code: string): Promise<void>;
  /** POST /auth/password/reset {reset data}: the verified code proves who is asking. */
  resetPassword(userId: string, code: string, password: string): Promise<void>;
  /** POST /auth/otp/resend {userId, resendtype} for the password-reset code. */
  resendCode(userId: string): Promise<void>;
}
export const PasswordResetPort = token<PasswordResetPort>('PasswordResetPort');
