import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkProfileUpdate, isoDate, newPasswordProblem } from '../../src/domain/profile-form';
import { initials, planStatus } from '../../src/domain/profile';
import { profileImageProblem } from '../../src/domain/profile-image';

const valid = { firstName: 'Sadia', lastName: 'Rahman', email: 'player@example.com', dateOfBirth: '1998-04-12' };
const TODAY = '2026-11-21';

describe('profile form rules', () => {
  it('accepts a complete profile and trims it', () => {
    expect(checkProfileUpdate({ ...valid, firstName: '  Sadia ' }, TODAY)).toEqual({ value: valid, errors: {} });
  });

  it.each([
    ['firstName', '', 'Enter your first name.'],
    ['lastName', '   ', 'Enter your last name.'],
    ['firstName', 'x'.repeat(51), 'Use at most 50 characters.'],
    ['email', '', 'Enter your email address.'],
    ['email', 'player@example', 'Enter a valid email address, like name@example.com.'],
    ['dateOfBirth', '', 'Enter your date of birth.'],
    ['dateOfBirth', '2001-02-30', 'Enter a valid date.'],
    ['dateOfBirth', TODAY, 'Your date of birth must be in the past.'],
    ['dateOfBirth', '2030-01-01', 'Your date of birth must be in the past.'],
  ])('reports %s = %j as "%s"', (field, value, message) => {
    expect(checkProfileUpdate({ ...valid, [field]: value }, TODAY).errors).toEqual({ [field]: message });
  });

  it('formats the local calendar date', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('password change rules', () => {
  it.each(['Player#2025', 'abcdefg1', 'ÄÖÜäöüß9'])('accepts %s as a new password', (password) => {
    expect(newPasswordProblem(password)).toBeUndefined();
  });

  it.each(['short1', 'onlyletters', '12345678'])('refuses %s as a new password', (password) => {
    expect(newPasswordProblem(password)).toBe('Use at least 8 characters with a letter and a digit.');
  });

  it('requires the confirmation to match and the new password to differ from the current one', () => {
    expect(checkPasswordChange({ currentPassword: 'Player#2025', newPassword: 'Player#2025', confirmPassword: 'Player#2026' }).errors).toEqual({
      newPassword: 'Choose a password different from your current one.',
      confirmPassword: 'The passwords do not match.',
    });
  });
});

describe('profile display rules', () => {
  it("shows 'Premium: <plan>' or 'Free plan', and esports lines that read differently", () => {
    expect(planStatus(true, 'Monthly Pass')).toBe('Premium: Monthly Pass');
    expect(planStatus(true, null)).toBe('Premium');
    expect(planStatus(false, 'Monthly Pass')).toBe('Free plan');
    expect(planStatus(true, 'Esports Monthly', 'esports')).toBe('Esports premium: Esports Monthly');
    expect(planStatus(false, null, 'esports')).toBe('Esports: Free plan');
  });

  it('takes the initials of the name for the avatar', () => {
    expect(initials({ firstName: 'sadia', lastName: 'Rahman' })).toBe('SR');
    expect(initials({ firstName: '', lastName: '' })).toBe('?');
  });

  it('accepts PNG, JPEG and WebP pictures up to 1 MB', () => {
    expect(profileImageProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(profileImageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(profileImageProblem({ type: 'image/jpeg', size: 0 })).toBe('This picture is empty. Choose another one.');
  });
});
