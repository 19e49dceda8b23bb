import { describe, expect, it } from 'vitest';
import { guestId, isLoginSource } from '../../src/domain/session';

describe('session rules (spec §3)', () => {
  it('builds guest ids as guest_ plus a generated id', () => expect(guestId('abc')).toBe('guest_abc'));
  it('accepts only the six login sources', () => {
    expect(['MYGP', 'SKITTO', 'GUEST', 'SelfWeb', 'FACEBOOK', 'GOOGLE'].every(isLoginSource)).toBe(true);
    expect(isLoginSource('ADMIN')).toBe(false);
  });
});
