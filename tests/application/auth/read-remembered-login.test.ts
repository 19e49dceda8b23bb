import { describe, expect, it } from 'vitest';
import { ReadRememberedLogin } from '../../../src/application/use-cases/auth/read-remembered-login';
import { authWorld } from './auth-fakes';

describe('ReadRememberedLogin (prefilling the form)', () => {
  it('prefills the identifier kept by remember-me', () => {
    const { storage } = authWorld({ isRememberMe: 'true', 'auth-mobile': '01700000001' });
    expect(new ReadRememberedLogin(storage).execute()).toEqual({ rememberMe: true, identifier: '01700000001' });
  });

  it('prefills nothing when remember-me is off, even if an identifier lingers', () => {
    const { storage } = authWorld({ 'auth-mobile': '01700000001' });
    expect(new ReadRememberedLogin(storage).execute()).toEqual({ rememberMe: false, identifier: '' });
  });
});
