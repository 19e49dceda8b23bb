import { describe, expect, it } from 'vitest';
import {
  MINIMUM_AGE,
  NAME_MAX_LENGTH,
  dateOfBirthProblem,
  emptySignupForm,
  localIsoDate,
  validateSignupForm,
  type SignupForm,
} from '../../src/domain/signup-form';

const TODAY = '2026-11-01';
const valid: SignupForm = {
  firstName: ' Nadia ',
  lastName: 'Islam',
  email: ' Nadia@Example.com ',
  dateOfBirth: '2000-05-17',
  mobile: '+880 1812-345678',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

describe('signup form validation (our decisions; spec §5 does not show the rules)', () => {
  it('turns a valid form into the details to send: trimmed, lower-case email, mobile as 01XXXXXXXXX', () => {
    expect(validateSignupForm(valid, TODAY)).toEqual({
      ok: true,
      details: {
        firstName: 'Nadia',
        lastName: 'Islam',
        email: 'nadia@example.com',
        dateOfBirth: '2000-05-17',
        mobile: '01812345678',
        password: 'Secret#123',
      },
    });
  });

  it('reports a message for every empty field at once', () => {
    expect(validateSignupForm(emptySignupForm(), TODAY)).toEqual({
      ok: false,
      errors: {
        firstName: { code: 'first-name-required' },
        lastName: { code: 'last-name-required' },
        email: { code: 'email-required' },
        dateOfBirth: { code: 'date-of-birth-required' },
        mobile: { code: 'mobile-required' },
        password: { code: 'password-required' },
        confirmPassword: { code: 'confirmation-required' },
      },
    });
  });

  it('reports only the fields that are wrong', () => {
    const result = validateSignupForm({ ...valid, email: 'nadia@', mobile: '0123', confirmPassword: 'Secret#124' }, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: {
        email: { code: 'email-invalid' },
        mobile: { code: 'mobile-invalid' },
        confirmPassword: { code: 'passwords-differ' },
      },
    });
  });

  it(`limits names to ${NAME_MAX_LENGTH} characters and treats blanks as empty`, () => {
    const result = validateSignupForm({ ...valid, firstName: 'x'.repeat(NAME_MAX_LENGTH + 1), lastName: '   ' }, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: { firstName: { code: 'name-too-long', max: 50 }, lastName: { code: 'last-name-required' } },
    });
    expect(validateSignupForm({ ...valid, firstName: 'x'.repeat(NAME_MAX_LENGTH) }, TODAY).ok).toBe(true);
  });

  it('refuses a mobile number typed into the email field', () => {
    expect(validateSignupForm({ ...valid, email: '01712345678' }, TODAY)).toMatchObject({
      errors: { email: { code: 'email-invalid' } },
    });
  });
});

describe('date of birth', () => {
  it(`accepts someone who turns ${MINIMUM_AGE} today and refuses them the day before`, () => {
    expect(dateOfBirthProblem('2013-11-01', TODAY)).toBeUndefined();
    expect(dateOfBirthProblem('2013-11-02', TODAY)).toEqual({ code: 'too-young', age: 13, signingUp: true });
  });

  it('must be in the past', () => {
    expect(dateOfBirthProblem(TODAY, TODAY)).toEqual({ code: 'date-of-birth-in-future' });
    expect(dateOfBirthProblem('2030-01-01', TODAY)).toEqual({ code: 'date-of-birth-in-future' });
  });

  it.each(['2001-02-29', '2001-13-01', '01/02/2001', '1890-01-01'])('refuses the impossible date %j', (date) => {
    expect(dateOfBirthProblem(date, TODAY)).toEqual({ code: 'date-of-birth-invalid' });
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(dateOfBirthProblem('2012-02-29', '2025-02-28')).toEqual({ code: 'too-young', age: 13, signingUp: true });
    expect(dateOfBirthProblem('2012-02-29', '2025-03-01')).toBeUndefined();
  });

  it('formats the local calendar date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
