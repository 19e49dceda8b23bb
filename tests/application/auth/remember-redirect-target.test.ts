import { describe, expect, it } from 'vitest';
import { RememberRedirectTarget } from '../../../src/application/use-cases/auth/remember-redirect-target';
import { PARTNER, authWorld } from './auth-fakes';

describe('RememberRedirectTarget (/login?redirectto=…)', () => {
  it('stores a partner URL the guard accepts', () => {
    const { storage, policy } = authWorld();
    expect(new RememberRedirectTarget(storage, policy).execute(`${PARTNER}/cups?id=1`)).toBe(true);
    expect(storage.get('redirectto')).toBe(`${PARTNER}/cups?id=1`);
  });

  it.each(['https://evil.com/steal', 'javascript:alert(1)', '//evil.com', '/\\evil.com', '', null, undefined])(
    'stores nothing for %s',
    (raw) => {
      const { storage, policy } = authWorld();
      expect(new RememberRedirectTarget(storage, policy).execute(raw)).toBe(false);
      expect(storage.raw()).not.toHaveProperty('redirectto');
    },
  );
});
