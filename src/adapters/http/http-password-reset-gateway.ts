import * as z from 'zod/mini';
import type { PasswordResetPort, ResetContact } from '../../application/ports/password-reset.port';
import type { HttpClient } from './http-client';
import { RESEND_TYPE, userIdDto } from './http-registration-gateway';

/** The password-reset calls of spec §7 over the one HttpClient. */
export class HttpPasswordResetGateway implements PasswordResetPort {
  constructor(private readonly http: HttpClient) {}

  async requestReset(contact: ResetContact): Promise<string> {
    const body = { email: contact.email, mobile: contact.mobile };
    const data = await this.http.send({ method: 'POST', path: '/auth/password/reset/request', body }, userIdDto);
    return data.userId;
  }

  async verifyCode(userId: string, code: string): Promise<void> {
    // The spec shows no answer for the verify call: only the envelope's status matters.
    await this.http.send(
      { method: 'POST', path: '/auth/otp/verify', body: { userId, otp: code, type: RESEND_TYPE.passwordReset } },
      z.unknown(),
    );
  }

  async resetPassword(userId: string, code: string, password: string): Promise<void> {
    await this.http.send({ method: 'POST', path: '/auth/password/reset', body: { userId, otp: code, password } }, z.unknown());
  }

  async resendCode(userId: string): Promise<void> {
    await this.http.send(
      { method: 'POST', path: '/auth/otp/resend', body: { userId, resendtype: RESEND_TYPE.passwordReset } },
      z.unknown(),
    );
  }
}
