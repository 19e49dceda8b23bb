import * as z from 'zod/mini';
import type { RegistrationPort } from '../../application/ports/registration.port';
import type { LoginResult } from '../../domain/session';
import type { SignupDetails } from '../../domain/signup-form';
import type { HttpClient } from './http-client';
import { loginDataDto, toLoginResult } from './auth-schemas';
import { requiredId } from './open-fields';
import { personBody } from './person-body';

/**
 * Spec §7: the signup request and the reset request both "return data.userId"; the next step
 * needs it, so it is required, as text or a number (its type is not given).
 */
export const userIdDto = z.object({ userId: requiredId });

/** resendtype values of POST /auth/otp/resend, one per flow that sends a code. */
export const RESEND_TYPE = { signup: 'signup', passwordReset: 'password-reset' } as const;

/** The signup calls of spec §7 over the one HttpClient; the DTO field names live only here. */
export class HttpRegistrationGateway implements RegistrationPort {
  constructor(private readonly http: HttpClient) {}

  async requestSignup(details: SignupDetails): Promise<string> {
    // Spec §3 "Signup payload: firstName, lastName, email, dateofbirth, mobile, plus others passed through".
    const body = { ...personBody(details), mobile: details.mobile, password: details.password };
    const data = await this.http.send({ method: 'POST', path: '/auth/signup/request', body }, userIdDto);
    return data.userId;
  }

  async completeSignup(userId: string, code: string): Promise<LoginResult> {
    const data = await this.http.send(
      { method: 'POST', path: '/auth/signup/complete', body: { userId, otp: code } },
      loginDataDto,
    );
    // A signup creates a portal (self-service web) account.
    return toLoginResult(data, 'SelfWeb');
  }

  async resendCode(userId: string): Promise<void> {
    await this.http.send(
      { method: 'POST', path: '/auth/otp/resend', body: { userId, resendtype: RESEND_TYPE.signup } },
      z.unknown(),
    );
  }
}
