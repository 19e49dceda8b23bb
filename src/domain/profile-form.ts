import type { ProfileUpdate } from './profile';
import { dateOfBirthProblem, emailProblem, MINIMUM_AGE, nameProblem, SIGNUP_MESSAGES } from './signup-form';
import { confirmationProblem, passwordProblem } from './password-rules';

/*
 * Spec §5: "Client-side field validation rules for forms are not shown." The profile and
 * password-change forms use the same rules as signup (signup-form.ts, password-rules.ts), so an
 * account never passes one form and fails another. Each message is shown next to its field.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Checked<T, F extends string> {
  /** The input, trimmed where trimming is safe (never passwords). */
  value: T;
  errors: FieldErrors<F>;
}

export const PROFILE_MESSAGES = {
  tooYoung: `You must be at least ${MINIMUM_AGE} years old`,
  samePassword: 'Choose a password different from your current one',
  currentPasswordRequired: 'Enter your current password',
} as const;

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
    firstName: nameProblem(value.firstName, SIGNUP_MESSAGES.firstNameRequired),
    lastName: nameProblem(value.lastName, SIGNUP_MESSAGES.lastNameRequired),
    email: emailProblem(value.email),
    // The signup text speaks of signing up; on the profile the same rule reads without it.
    dateOfBirth: birthProblem === SIGNUP_MESSAGES.tooYoung ? PROFILE_MESSAGES.tooYoung : birthProblem,
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
    currentPassword: input.currentPassword ? undefined : PROFILE_MESSAGES.currentPasswordRequired,
    newPassword: passwordProblem(input.newPassword) ?? (unchanged ? PROFILE_MESSAGES.samePassword : undefined),
    confirmPassword: confirmationProblem(input.newPassword, input.confirmPassword),
  };
  return { value: input, errors: withoutEmpty(errors) };
}

function withoutEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as FieldErrors<F>;
}
