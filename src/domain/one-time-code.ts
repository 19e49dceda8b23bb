import { toAsciiDigits } from './digits';

/**
 * The one-time codes of signup and password reset are six digits (the demo code is 123456).
 * Spaces or dashes pasted from a message are tolerated and removed; Bangla digits (১২৩৪৫৬) count as
 * their ASCII digits, and the code is sent in ASCII.
 */
export const CODE_LENGTH = 6;

/** Why a typed code is not sent: nothing typed, or not the code's number of digits (the form words it). */
export type CodeProblem = { code: 'code-required' } | { code: 'code-length'; length: number };

export type CodeCheck = { ok: true; code: string } | { ok: false; problem: CodeProblem };

export function checkOneTimeCode(text: string): CodeCheck {
  const code = toAsciiDigits(text).replace(/[\s-]/g, '');
  if (code === '') return { ok: false, problem: { code: 'code-required' } };
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code))
    return { ok: false, problem: { code: 'code-length', length: CODE_LENGTH } };
  return { ok: true, code };
}
