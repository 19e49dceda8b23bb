/**
 * Rules for a new password (signup, password reset). Spec §5: "Client-side field validation rules
 * for forms are not shown." Decision: at least 8 characters with at least one letter and one digit;
 * the server keeps the last word. Each function returns the problem shown next to its field, or
 * undefined when the value is fine.
 */
import type { FieldProblem } from './field-problem';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only stops absurd payloads. */
export const PASSWORD_MAX_LENGTH = 128;

const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/** The password is checked as typed: leading or trailing spaces are part of it, never trimmed. */
export function passwordProblem(password: string): FieldProblem | undefined {
  if (password === '') return { code: 'password-required' };
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 'password-too-short', min: PASSWORD_MIN_LENGTH };
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'password-too-long', max: PASSWORD_MAX_LENGTH };
  if (!LETTER.test(password)) return { code: 'password-no-letter' };
  if (!DIGIT.test(password)) return { code: 'password-no-digit' };
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): FieldProblem | undefined {
  if (confirmation === '') return { code: 'confirmation-required' };
  if (confirmation !== password) return { code: 'passwords-differ' };
  return undefined;
}

export interface NewPasswordForm {
  password: string;
  confirmation: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPasswordForm, FieldProblem>>;

/** Both fields at once, so the form can show every problem in one go. Empty object = valid. */
export function validateNewPassword(form: NewPasswordForm): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = passwordProblem(form.password);
  const confirmation = confirmationProblem(form.password, form.confirmation);
  if (password) errors.password = password;
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}
