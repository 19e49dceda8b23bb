import { describe, expect, it } from 'vitest';
import { hidesBottomNav, hidesTopBar, isBarePath, shellChrome, showsFooter } from '../../src/domain/routes';

describe('the bars (spec §2)', () => {
  it('hides the bars exactly on the landing and account routes', () => {
    expect(['/', '/welcome', '/login', '/signup', '/forgot-password', '/social-login'].every(isBarePath)).toBe(true);
    expect(isBarePath('/home')).toBe(false);
  });
});

const BARE = ['/', '/welcome', '/login', '/signup', '/forgot-password', '/social-login'];

describe('which bars a route shows (spec §2)', () => {
  it.each(BARE)('%s hides the top bar and the bottom navigation', (path) => {
    expect(hidesTopBar(path)).toBe(true);
    expect(hidesBottomNav(path)).toBe(true);
  });

  it.each(['/payment', '/payment-otp-verification', '/play/turbo-drift', '/payment/'])(
    '%s keeps the top bar but hides the bottom navigation (our decision)',
    (path) => {
      expect(hidesTopBar(path)).toBe(false);
      expect(hidesBottomNav(path)).toBe(true);
    },
  );

  it.each(['/home', '/plans', '/search', '/genres/racing', '/profile', '/terms-&-conditions', '/player', '/welcome-back'])(
    '%s shows both bars',
    (path) => {
      expect(hidesTopBar(path)).toBe(false);
      expect(hidesBottomNav(path)).toBe(false);
    },
  );

  it('shows the footer only on /home', () => {
    expect(showsFooter('/home')).toBe(true);
    expect(showsFooter('/home/')).toBe(true);
    expect(['/', '/search', '/homework', '/frequently-asked-questions'].some(showsFooter)).toBe(false);
  });

  it('puts the sidebar wherever the bottom navigation is', () => {
    expect(shellChrome('/home')).toEqual({ topBar: true, sidebar: true, bottomNav: true, footer: true });
    expect(shellChrome('/play/x')).toEqual({ topBar: true, sidebar: false, bottomNav: false, footer: false });
    expect(shellChrome('/login')).toEqual({ topBar: false, sidebar: false, bottomNav: false, footer: false });
  });
});
