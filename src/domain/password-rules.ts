/**
 * Rules for a new password (signup, password reset). Spec §5: "Client-side field validation rules
 * for forms are not shown." Decision: at least 8 characters with at least one letter and one digit;
 * the server keeps the last word. Each function returns the message shown next to its field, or
 * undefined when the value is fine.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only stops absurd payloads. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;

export const PASSWORD_MESSAGES = {
  required: 'Enter a password',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  noLetter: 'Include at least one letter',
  noDigit: 'Include at least one digit',
  confirmationRequired: 'Enter the password again',
  mismatch: 'The passwords do not match',
} as const;

const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/** The password is checked as typed: leading or trailing spaces are part of it, never trimmed. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!LETTER.test(password)) return PASSWORD_MESSAGES.noLetter;
  if (!DIGIT.test(password)) return PASSWORD_MESSAGES.noDigit;
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmationRequired;
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return undefined;
}

export interface NewPasswordForm {
  password: string;
  confirmation: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPasswordForm, string>>;

/** Both fields at once, so the form can show every problem in one go. Empty object = valid. */
export function validateNewPassword(form: NewPasswordForm): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = passwordProblem(form.password);
  const confirmation = confirmationProblem(form.password, form.confirmation);
  if (password) errors.password = password;
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}
