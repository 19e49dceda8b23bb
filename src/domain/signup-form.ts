import { normaliseMobile } from './mobile-number';
import { parseLoginIdentifier } from './login-identifier';
import { confirmationProblem, passwordProblem } from './password-rules';
import type { FieldProblem } from './field-problem';

/**
 * The signup form (spec §3 "Signup payload: firstName, lastName, email, dateofbirth, mobile, plus
 * others passed through"; the password is the one passed-through field). Spec §5: "Client-side
 * field validation rules for forms are not shown", so these are our decisions: names required
 * (at most 50 characters), a valid email, a date of birth in the past and an age of at least 13,
 * a Bangladeshi mobile number, and the password rules of password-rules.ts.
 */
export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  /** As an <input type="date"> gives it: YYYY-MM-DD. */
  dateOfBirth: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}
export type SignupField = keyof SignupForm;
export type SignupErrors = Partial<Record<SignupField, FieldProblem>>;

/** What is sent once the form is valid: trimmed, email lower-cased, mobile as 01XXXXXXXXX. */
export type SignupDetails = Omit<SignupForm, 'confirmPassword'>;

export const NAME_MAX_LENGTH = 50;
export const MINIMUM_AGE = 13;
/** Older than this is a typo in the year, not a player. */
const MAXIMUM_AGE = 120;

export const emptySignupForm = (): SignupForm => ({
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  mobile: '',
  password: '',
  confirmPassword: '',
});

export type SignupValidation = { ok: true; details: SignupDetails } | { ok: false; errors: SignupErrors };

/** Checks every field at once (so all messages show together). `today` is the user's date, YYYY-MM-DD. */
export function validateSignupForm(form: SignupForm, today: string): SignupValidation {
  const errors: SignupErrors = {
    firstName: nameProblem(form.firstName, 'first-name-required'),
    lastName: nameProblem(form.lastName, 'last-name-required'),
    email: emailProblem(form.email),
    dateOfBirth: dateOfBirthProblem(form.dateOfBirth, today),
    mobile: mobileProblem(form.mobile),
    password: passwordProblem(form.password),
    confirmPassword: confirmationProblem(form.password, form.confirmPassword),
  };
  const problems = Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem)) as SignupErrors;
  if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
  return {
    ok: true,
    details: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim().toLowerCase(),
      dateOfBirth: form.dateOfBirth,
      mobile: normaliseMobile(form.mobile) ?? form.mobile,
      password: form.password,
    },
  };
}

export function nameProblem(name: string, required: 'first-name-required' | 'last-name-required'): FieldProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return { code: required };
  if (trimmed.length > NAME_MAX_LENGTH) return { code: 'name-too-long', max: NAME_MAX_LENGTH };
  return undefined;
}

export function emailProblem(email: string): FieldProblem | undefined {
  if (email.trim() === '') return { code: 'email-required' };
  return parseLoginIdentifier(email).kind === 'email' ? undefined : { code: 'email-invalid' };
}

export function mobileProblem(mobile: string): FieldProblem | undefined {
  if (mobile.trim() === '') return { code: 'mobile-required' };
  return normaliseMobile(mobile) ? undefined : { code: 'mobile-invalid' };
}

export function dateOfBirthProblem(dateOfBirth: string, today: string): FieldProblem | undefined {
  if (dateOfBirth.trim() === '') return { code: 'date-of-birth-required' };
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now) return { code: 'date-of-birth-invalid' };
  if (dateOfBirth >= today) return { code: 'date-of-birth-in-future' };
  const age = ageOn(birth, now);
  if (age < MINIMUM_AGE) return { code: 'too-young', age: MINIMUM_AGE, signingUp: true };
  if (age > MAXIMUM_AGE) return { code: 'date-of-birth-invalid' };
  return undefined;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date in YYYY-MM-DD form (rejects 2023-02-30), else null. */
function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whole years between the two dates; the birthday itself counts (a 29 February birthday turns on 1 March). */
function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The local calendar date of `date` as YYYY-MM-DD (what a date input compares against). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
