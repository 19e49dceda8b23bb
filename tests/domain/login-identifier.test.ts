import { describe, expect, it } from 'vitest';
import { parseLoginIdentifier } from '../../src/domain/login-identifier';

describe('login identifier (email or mobile number)', () => {
  it('reads an email, trimmed and lower-cased', () => {
    expect(parseLoginIdentifier('  Player@Example.com ')).toEqual({ kind: 'email', email: 'player@example.com' });
  });

  it('reads a mobile number in any accepted form as the local 11 digits', () => {
    expect(parseLoginIdentifier('+880 1700-000001')).toEqual({ kind: 'mobile', mobile: '01700000001' });
  });

  it('asks for a value when nothing (or only spaces) was typed', () => {
    expect(parseLoginIdentifier('   ')).toEqual({ kind: 'invalid', problem: { code: 'identifier-required' } });
  });

  it.each(['player@', 'player@example', 'pla yer@example.com', '@example.com', '12345', '01212345678', 'player'])(
    'explains the accepted forms for %s',
    (text) => {
      expect(parseLoginIdentifier(text)).toEqual({ kind: 'invalid', problem: { code: 'identifier-invalid' } });
    },
  );
});
