import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, confirmationProblem, passwordProblem, validateNewPassword } from '../../src/domain/password-rules';

describe('password rules (our decision; spec §5 does not show them)', () => {
  it('accepts 8+ characters with a letter and a digit, such as the demo password', () => {
    expect(passwordProblem('Player#2025')).toBeUndefined();
    expect(passwordProblem('abcdefg1')).toBeUndefined();
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['abc123', PASSWORD_MESSAGES.tooShort],
    ['abcdefgh', PASSWORD_MESSAGES.noDigit],
    ['12345678', PASSWORD_MESSAGES.noLetter],
    [`a1${'x'.repeat(127)}`, PASSWORD_MESSAGES.tooLong],
  ])('rejects %j with %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('counts letters of any alphabet', () => {
    expect(passwordProblem('পাসওয়ার্ড2025')).toBeUndefined();
  });

  it('never trims: a trailing space is part of the password and of its confirmation', () => {
    expect(confirmationProblem('Player#2025 ', 'Player#2025')).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it('asks for the confirmation, then requires it to match', () => {
    expect(confirmationProblem('Player#2025', '')).toBe(PASSWORD_MESSAGES.confirmationRequired);
    expect(confirmationProblem('Player#2025', 'Player#2026')).toBe(PASSWORD_MESSAGES.mismatch);
    expect(confirmationProblem('Player#2025', 'Player#2025')).toBeUndefined();
  });

  it('reports both fields at once and nothing when both are fine', () => {
    expect(validateNewPassword({ password: 'short', confirmation: '' })).toEqual({
      password: PASSWORD_MESSAGES.tooShort,
      confirmation: PASSWORD_MESSAGES.confirmationRequired,
    });
    expect(validateNewPassword({ password: 'Player#2025', confirmation: 'Player#2025' })).toEqual({});
  });
});
