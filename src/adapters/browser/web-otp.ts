import type { SmsCodePort } from '../../application/ports/sms-code.port';

interface OtpCredential {
  code?: unknown;
}
interface OtpCredentials {
  get(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<OtpCredential | null>;
}

/**
 * The WebOTP API: `navigator.credentials.get({ otp: { transport: ['sms'] } })` resolves with the
 * code of an SMS ending in the site's origin line ("@play.example.com #123456"), after the player
 * allows it. Absent (desktop, Firefox, Safari) or refused, it answers null and the field stays as typed.
 */
export class WebOtpSmsCode implements SmsCodePort {
  constructor(private readonly scope: { OTPCredential?: unknown; navigator?: { credentials?: unknown } }) {}

  async receive(signal: AbortSignal): Promise<string | null> {
    const credentials = this.scope.navigator?.credentials as OtpCredentials | undefined;
    if (!('OTPCredential' in this.scope) || !credentials) return null;
    try {
      const credential = await credentials.get({ otp: { transport: ['sms'] }, signal });
      return typeof credential?.code === 'string' ? credential.code : null;
    } catch {
      // Aborted when the step is left, or refused by the player: nothing to fill in.
      return null;
    }
  }
}
