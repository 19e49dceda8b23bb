import { toAsciiDigits } from './digits';

/**
 * The one-time codes of signup and password reset are six digits (the demo code is 123456).
 * Spaces or dashes pasted from a message are tolerated and removed; Bangla digits (১২৩৪৫৬) count as
 * their ASCII digits, and the code is sent in ASCII.
 */
export const CODE_LENGTH = 6;

export const CODE_MESSAGES = {
  required: 'Enter the code we sent you',
  invalid: `The code is ${CODE_LENGTH} digits`,
} as const;

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string };

export function checkOneTimeCode(text: string): CodeCheck {
  const code = toAsciiDigits(text).replace(/[\s-]/g, '');
  if (code === '') return { ok: false, message: CODE_MESSAGES.required };
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return { ok: false, message: CODE_MESSAGES.invalid };
  return { ok: true, code };
}
