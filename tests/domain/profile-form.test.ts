import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkProfileUpdate } from '../../src/domain/profile-form';
import { initials, withPremiumFlags } from '../../src/domain/profile';
import { profileImageProblem } from '../../src/domain/profile-image';

const valid = { firstName: 'Sadia', lastName: 'Rahman', email: 'player@example.com', dateOfBirth: '1998-04-12' };
const TODAY = '2026-11-21';

describe('profile form rules (the signup rules, spec §5 leaves them to us)', () => {
  it('accepts a complete profile and trims it', () => {
    expect(checkProfileUpdate({ ...valid, firstName: '  Sadia ' }, TODAY)).toEqual({ value: valid, errors: {} });
  });

  it.each([
    ['firstName', '', 'Enter your first name'],
    ['lastName', '   ', 'Enter your last name'],
    ['firstName', 'x'.repeat(51), 'Use at most 50 characters'],
    ['email', '', 'Enter your email'],
    ['email', 'player@', 'Enter a valid email, like name@example.com'],
    ['dateOfBirth', '', 'Enter your date of birth'],
    ['dateOfBirth', '2001-02-30', 'Enter a valid date of birth'],
    ['dateOfBirth', TODAY, 'The date of birth must be in the past'],
    ['dateOfBirth', '2020-01-01', 'You must be at least 13 years old'],
  ])('reports %s = %j as "%s"', (field, value, message) => {
    expect(checkProfileUpdate({ ...valid, [field]: value }, TODAY).errors).toEqual({ [field]: message });
  });
});

describe('password change rules', () => {
  const change = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Player#2025') =>
    checkPasswordChange({ currentPassword, newPassword, confirmPassword }).errors;

  it('accepts a new password of 8 characters with a letter and a digit', () => {
    expect(change('abcdefg1')).toEqual({});
  });

  it.each([
    ['short1', 'Use at least 8 characters'],
    ['onlyletters', 'Include at least one digit'],
    ['12345678', 'Include at least one letter'],
    ['Player#2025', 'Choose a password different from your current one'],
  ])('refuses %s as a new password: "%s"', (password, message) => {
    expect(change(password)).toEqual({ newPassword: message });
  });

  it('requires the current password and a matching confirmation', () => {
    expect(change('Fresh2026pass', 'Fresh2026pas', '')).toEqual({
      currentPassword: 'Enter your current password',
      confirmPassword: 'The passwords do not match',
    });
  });
});

describe('profile display rules', () => {
  it('takes the initials of the name for the avatar', () => {
    expect(initials({ firstName: 'sadia', lastName: 'Rahman' })).toBe('SR');
    expect(initials({ firstName: '', lastName: '' })).toBe('?');
  });

  it('sets only the premium flags it is given', () => {
    const profile = {
      userId: 'u',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      mobile: '',
      dateOfBirth: '',
      profileImageUrl: null,
      isPremiumUser: false,
      subscription: null,
      isPremiumUserESports: true,
      subscriptionESports: 'Esports Monthly',
    };
    expect(withPremiumFlags(profile, { isPremiumUser: true, subscription: 'Weekly' })).toEqual({
      ...profile,
      isPremiumUser: true,
      subscription: 'Weekly',
    });
  });

  it('accepts PNG, JPEG and WebP pictures up to 1 MB', () => {
    expect(profileImageProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(profileImageProblem({ type: 'image/webp', size: 1024 * 1024 + 1 })).toBe(
      'This picture is larger than 1 MB. Choose a smaller one.',
    );
    expect(profileImageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(profileImageProblem({ type: 'image/jpeg', size: 0 })).toBe('This picture is empty. Choose another one.');
  });
});
