import { describe, expect, it } from 'vitest';
import {
  familyOwner,
  inForce,
  isPinShaped,
  limitsProblems,
  parseFamilySettings,
  type FamilySettings,
} from '../../src/domain/family-settings';

const limits = { monthlyLimit: 100, dailyMinutes: 60, allowedGames: [] };
const pin = { algorithm: 'PBKDF2-SHA-256', iterations: 100_000, salt: 'c2FsdA==', hash: 'aGFzaA==' } as const;

describe('family settings', () => {
  it('takes a PIN of exactly four digits', () => {
    expect(isPinShaped('0123')).toBe(true);
    expect(['123', '12345', '12a4', ' 1234', '١٢٣٤'].map(isPinShaped)).toEqual([false, false, false, false, false]);
  });

  it('says which choice cannot be kept, as codes with their bounds', () => {
    expect(limitsProblems('1234', limits)).toEqual([]);
    expect(limitsProblems('1234', { monthlyLimit: null, dailyMinutes: null, allowedGames: [] })).toEqual([]);
    expect(limitsProblems('12', { monthlyLimit: -1, dailyMinutes: 0, allowedGames: [] })).toEqual([
      { code: 'family-pin-not-four-digits' },
      { code: 'family-monthly-limit-invalid', max: 100_000 },
      { code: 'family-daily-minutes-invalid', max: 1440 },
    ]);
    expect(limitsProblems(null, { ...limits, monthlyLimit: 0 })).toEqual([]);
  });

  it('keeps an account and the guest apart', () => {
    expect(familyOwner('u-1')).toBe('user:u-1');
    expect(familyOwner(null)).toBe('guest');
  });

  it('reads stored settings back, and an entry that says on with a damaged PIN stays on with no PIN', () => {
    const stored: FamilySettings = { on: true, pin, ...limits, allowedGames: ['snake-classic'], setBy: 'user:u-1' };
    expect(parseFamilySettings(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    const damaged = parseFamilySettings({ on: true, pin: { algorithm: 'MD5' }, monthlyLimit: 'lots' });
    expect(damaged).toEqual({ on: true, pin: null, monthlyLimit: null, dailyMinutes: null, allowedGames: [], setBy: 'guest' });
    expect(inForce(damaged)).toBe(true);
    expect(parseFamilySettings(null)).toBeNull();
    expect(parseFamilySettings({ pin })).toBeNull();
  });
});
