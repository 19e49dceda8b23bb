import type { ProfileUpdate } from './profile';

/*
 * Spec §5: "Client-side field validation rules for forms are not shown." These are the portal's
 * own rules for the profile and password-change forms; each message is shown next to its field.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Checked<T, F extends string> {
  /** The input, trimmed where trimming is safe (never passwords). */
  value: T;
  errors: FieldErrors<F>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const NAME_MAX_LENGTH = 50;

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** `today` is the local calendar date as YYYY-MM-DD (see `isoDate`): the domain reads no clock. */
export function checkProfileUpdate(input: ProfileUpdate, today: string): Checked<ProfileUpdate, keyof ProfileUpdate> {
  const value: ProfileUpdate = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
  };
  const errors: FieldErrors<keyof ProfileUpdate> = {
    firstName: nameProblem(value.firstName, 'first'),
    lastName: nameProblem(value.lastName, 'last'),
    email: emailProblem(value.email),
    dateOfBirth: birthDateProblem(value.dateOfBirth, today),
  };
  return { value, errors: withoutEmpty(errors) };
}

function nameProblem(name: string, which: 'first' | 'last'): string | undefined {
  if (!name) return `Enter your ${which} name.`;
  if (name.length > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters.`;
  return undefined;
}

function emailProblem(email: string): string | undefined {
  if (!email) return 'Enter your email address.';
  return EMAIL.test(email) ? undefined : 'Enter a valid email address, like name@example.com.';
}

function birthDateProblem(date: string, today: string): string | undefined {
  if (!date) return 'Enter your date of birth.';
  if (!isRealDate(date)) return 'Enter a valid date.';
  return date < today ? undefined : 'Your date of birth must be in the past.';
}

function isRealDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** The local calendar date of `date` as YYYY-MM-DD (what a date input shows). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_MIN_LENGTH = 8;

/** A new password: at least 8 characters with a letter and a digit. */
export function newPasswordProblem(password: string): string | undefined {
  const strong = password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
  return strong ? undefined : `Use at least ${PASSWORD_MIN_LENGTH} characters with a letter and a digit.`;
}

export function checkPasswordChange(input: PasswordChangeInput): Checked<PasswordChangeInput, keyof PasswordChangeInput> {
  const errors: FieldErrors<keyof PasswordChangeInput> = {
    currentPassword: input.currentPassword ? undefined : 'Enter your current password.',
    newPassword:
      newPasswordProblem(input.newPassword) ??
      (input.currentPassword && input.newPassword === input.currentPassword
        ? 'Choose a password different from your current one.'
        : undefined),
    confirmPassword:
      input.confirmPassword === input.newPassword ? undefined : 'The passwords do not match.',
  };
  return { value: input, errors: withoutEmpty(errors) };
}

function withoutEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as FieldErrors<F>;
}
