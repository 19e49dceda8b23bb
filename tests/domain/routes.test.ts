import { describe, expect, it } from 'vitest';
import { isBarePath } from '../../src/domain/routes';

describe('the bars (spec §2)', () => {
  it('hides the bars exactly on the landing and account routes', () => {
    expect(['/', '/welcome', '/login', '/signup', '/forgot-password', '/social-login'].every(isBarePath)).toBe(true);
    expect(isBarePath('/home')).toBe(false);
  });
});
