import type { ProfileUpdate } from './profile';
import { dateOfBirthProblem, emailProblem, nameProblem } from './signup-form';
import type { FieldErrors } from './field-problem';
import { confirmationProblem, passwordProblem } from './password-rules';

/*
 * Spec §5: "Client-side field validation rules for forms are not shown." The profile and
 * password-change forms use the same rules as signup (signup-form.ts, password-rules.ts), so an
 * account never passes one form and fails another. Each problem is shown next to its field.
 */

export type { FieldErrors } from './field-problem';

export interface Checked<T, F extends string> {
  /** The input, trimmed where trimming is safe (never passwords). */
  value: T;
  errors: FieldErrors<F>;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** `today` is the user's local calendar date as YYYY-MM-DD (`localIsoDate` in signup-form.ts). */
export function checkProfileUpdate(input: ProfileUpdate, today: string): Checked<ProfileUpdate, keyof ProfileUpdate> {
  const value: ProfileUpdate = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
  };
  const birthProblem = dateOfBirthProblem(value.dateOfBirth, today);
  const errors: FieldErrors<keyof ProfileUpdate> = {
    firstName: nameProblem(value.firstName, 'first-name-required'),
    lastName: nameProblem(value.lastName, 'last-name-required'),
    email: emailProblem(value.email),
    // The signup form speaks of signing up; on the profile the same rule reads without it.
    dateOfBirth: birthProblem?.code === 'too-young' ? { ...birthProblem, signingUp: false } : birthProblem,
  };
  return { value, errors: withoutEmpty(errors) };
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The new-password rules of password-rules.ts, plus: it must differ from the current one. */
export function checkPasswordChange(input: PasswordChangeInput): Checked<PasswordChangeInput, keyof PasswordChangeInput> {
  const unchanged = input.currentPassword !== '' && input.newPassword === input.currentPassword;
  const errors: FieldErrors<keyof PasswordChangeInput> = {
    currentPassword: input.currentPassword ? undefined : { code: 'current-password-required' },
    newPassword: passwordProblem(input.newPassword) ?? (unchanged ? { code: 'same-password' } : undefined),
    confirmPassword: confirmationProblem(input.newPassword, input.confirmPassword),
  };
  return { value: input, errors: withoutEmpty(errors) };
}

function withoutEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => Boolean(problem))) as FieldErrors<F>;
}
