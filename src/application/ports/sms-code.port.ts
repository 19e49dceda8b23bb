import { token } from '../token';

/**
 * A one-time code read from the SMS that carries it, where the browser can (the WebOTP API on
 * Android Chrome); elsewhere the code field's `autocomplete="one-time-code"` lets the keyboard offer it.
 */
export interface SmsCodePort {
  /** The code of the next matching SMS, or null when the browser cannot read one or `signal` stops it. */
  receive(signal: AbortSignal): Promise<string | null>;
}
export const SmsCodePort = token<SmsCodePort>('SmsCodePort');
