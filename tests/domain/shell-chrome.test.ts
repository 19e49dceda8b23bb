import { describe, expect, it } from 'vitest';
import { hidesBottomNav, hidesTopBar, shellChrome, showsFooter } from '../../src/domain/routes';
import { sidebarSelectionForPath } from '../../src/domain/sidebar';

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

describe('sidebar entry for a path', () => {
  it('maps listed pages and pre-set genres, and nothing else', () => {
    expect(sidebarSelectionForPath('/home')).toEqual({ menu: 'Explore', genreIndex: null });
    expect(sidebarSelectionForPath('/genres')).toEqual({ menu: 'Genres', genreIndex: null });
    expect(sidebarSelectionForPath('/genres/arcade')).toEqual({ menu: 'Genres', genreIndex: 1 });
    expect(sidebarSelectionForPath('/genres/kids')).toEqual({ menu: 'Genres', genreIndex: null });
    expect(sidebarSelectionForPath('/plans/')).toEqual({ menu: 'Plans', genreIndex: null });
    expect(sidebarSelectionForPath('/profile')).toBeNull();
  });
});
