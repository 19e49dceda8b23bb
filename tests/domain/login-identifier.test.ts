import { describe, expect, it } from 'vitest';
import { IDENTIFIER_INVALID, IDENTIFIER_REQUIRED, parseLoginIdentifier } from '../../src/domain/login-identifier';

describe('login identifier (email or mobile number)', () => {
  it('reads an email, trimmed and lower-cased', () => {
    expect(parseLoginIdentifier('  Player@Example.com ')).toEqual({ kind: 'email', email: 'player@example.com' });
  });

  it('reads a mobile number in any accepted form as the local 11 digits', () => {
    expect(parseLoginIdentifier('+880 1700-000001')).toEqual({ kind: 'mobile', mobile: '01700000001' });
  });

  it('asks for a value when nothing (or only spaces) was typed', () => {
    expect(parseLoginIdentifier('   ')).toEqual({ kind: 'invalid', message: 'Enter your email or mobile number' });
    expect(IDENTIFIER_REQUIRED).toBe('Enter your email or mobile number');
  });

  it.each(['player@', 'player@example', 'pla yer@example.com', '@example.com', '12345', '01212345678', 'player'])(
    'explains the accepted forms for %s',
    (text) => {
      expect(parseLoginIdentifier(text)).toEqual({ kind: 'invalid', message: IDENTIFIER_INVALID });
      expect(IDENTIFIER_INVALID).toBe('Enter a valid email or a mobile number like 01712345678');
    },
  );
});
