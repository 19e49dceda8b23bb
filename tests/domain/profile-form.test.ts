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
    ['firstName', '', { code: 'first-name-required' }],
    ['lastName', '   ', { code: 'last-name-required' }],
    ['firstName', 'x'.repeat(51), { code: 'name-too-long', max: 50 }],
    ['email', '', { code: 'email-required' }],
    ['email', 'player@', { code: 'email-invalid' }],
    ['dateOfBirth', '', { code: 'date-of-birth-required' }],
    ['dateOfBirth', '2001-02-30', { code: 'date-of-birth-invalid' }],
    ['dateOfBirth', TODAY, { code: 'date-of-birth-in-future' }],
    ['dateOfBirth', '2020-01-01', { code: 'too-young', age: 13, signingUp: false }],
  ])('reports %s = %j as %j', (field, value, problem) => {
    expect(checkProfileUpdate({ ...valid, [field]: value }, TODAY).errors).toEqual({ [field]: problem });
  });
});

describe('password change rules', () => {
  const change = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Player#2025') =>
    checkPasswordChange({ currentPassword, newPassword, confirmPassword }).errors;

  it('accepts a new password of 8 characters with a letter and a digit', () => {
    expect(change('abcdefg1')).toEqual({});
  });

  it.each([
    ['short1', { code: 'password-too-short', min: 8 }],
    ['onlyletters', { code: 'password-no-digit' }],
    ['12345678', { code: 'password-no-letter' }],
    ['Player#2025', { code: 'same-password' }],
  ])('refuses %s as a new password: %j', (password, problem) => {
    expect(change(password)).toEqual({ newPassword: problem });
  });

  it('requires the current password and a matching confirmation', () => {
    expect(change('Fresh2026pass', 'Fresh2026pas', '')).toEqual({
      currentPassword: { code: 'current-password-required' },
      confirmPassword: { code: 'passwords-differ' },
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
    expect(profileImageProblem({ type: 'image/webp', size: 1024 * 1024 + 1 })).toEqual({
      code: 'picture-too-large',
      maxBytes: 1024 * 1024,
    });
    expect(profileImageProblem({ type: 'image/svg+xml', size: 10 })).toEqual({ code: 'picture-type' });
    expect(profileImageProblem({ type: 'image/jpeg', size: 0 })).toEqual({ code: 'picture-empty' });
  });
});
