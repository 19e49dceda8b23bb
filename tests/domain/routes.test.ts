import { describe, expect, it } from 'vitest';
import { isBarePath, isPublicPath } from '../../src/domain/routes';

describe('public routes (spec §2)', () => {
  it.each(['/', '/home', '/login', '/signup', '/search', '/genres', '/genres/racing', '/game-details/turbo-drift', '/terms-&-conditions', '/terms-%26-conditions', '/tournament', '/home/'])(
    '%s is reachable without login',
    (path) => expect(isPublicPath(path)).toBe(true),
  );

  it.each(['/favorite', '/plans', '/payment', '/profile', '/game-details/', '/homework'])('%s needs a logged-in user', (path) =>
    expect(isPublicPath(path)).toBe(false),
  );

  it('hides the bars exactly on the landing and account routes', () => {
    expect(['/', '/welcome', '/login', '/signup', '/forgot-password', '/social-login'].every(isBarePath)).toBe(true);
    expect(isBarePath('/home')).toBe(false);
  });
});
