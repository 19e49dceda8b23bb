import { describe, expect, it } from 'vitest';
import { confirmationProblem, passwordProblem, validateNewPassword } from '../../src/domain/password-rules';

describe('password rules (our decision; spec §5 does not show them)', () => {
  it('accepts 8+ characters with a letter and a digit, such as the demo password', () => {
    expect(passwordProblem('Player#2025')).toBeUndefined();
    expect(passwordProblem('abcdefg1')).toBeUndefined();
  });

  it.each([
    ['', { code: 'password-required' }],
    ['abc123', { code: 'password-too-short', min: 8 }],
    ['abcdefgh', { code: 'password-no-digit' }],
    ['12345678', { code: 'password-no-letter' }],
    [`a1${'x'.repeat(127)}`, { code: 'password-too-long', max: 128 }],
  ])('rejects %j with %j', (password, problem) => {
    expect(passwordProblem(password)).toEqual(problem);
  });

  it('counts letters of any alphabet', () => {
    expect(passwordProblem('পাসওয়ার্ড2025')).toBeUndefined();
  });

  it('never trims: a trailing space is part of the password and of its confirmation', () => {
    expect(confirmationProblem('Player#2025 ', 'Player#2025')).toEqual({ code: 'passwords-differ' });
  });

  it('asks for the confirmation, then requires it to match', () => {
    expect(confirmationProblem('Player#2025', '')).toEqual({ code: 'confirmation-required' });
    expect(confirmationProblem('Player#2025', 'Player#2026')).toEqual({ code: 'passwords-differ' });
    expect(confirmationProblem('Player#2025', 'Player#2025')).toBeUndefined();
  });

  it('reports both fields at once and nothing when both are fine', () => {
    expect(validateNewPassword({ password: 'short', confirmation: '' })).toEqual({
      password: { code: 'password-too-short', min: 8 },
      confirmation: { code: 'confirmation-required' },
    });
    expect(validateNewPassword({ password: 'Player#2025', confirmation: 'Player#2025' })).toEqual({});
  });
});
