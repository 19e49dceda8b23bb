import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { signedIn } from './signed-in';

/** Waits until the route's lazy screen has rendered (every screen has a level-1 heading). */
async function settled(app: ReturnType<typeof renderApp>) {
  await app.findByRole('heading', { level: 1 });
  return app;
}

describe('top bar and bottom navigation (spec §2 Layout)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it.each(['/welcome', '/login', '/signup', '/forgot-password', '/social-login'])('hides both bars on %s', async (path) => {
    const app = await settled(renderApp(path));
    expect(app.queryByRole('banner')).not.toBeInTheDocument();
    expect(app.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(app.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it.each(['/home', '/search', '/tournament', '/privacy-policy', '/plans'])('shows both bars on %s', async (path) => {
    const app = await settled(renderApp(path, { storage: signedIn(server) }));
    expect(app.getByRole('banner')).toBeInTheDocument();
    expect(app.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(app.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it.each(['/payment', '/payment-otp-verification', '/play/turbo-drift'])(
    'keeps the top bar but hides the bottom navigation on %s',
    async (path) => {
      const app = await settled(renderApp(path, { storage: signedIn(server) }));
      expect(app.router.state.location.pathname).toBe(path);
      expect(app.getByRole('banner')).toBeInTheDocument();
      expect(app.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('gives a guest Log in links and the product home link', async () => {
    const app = await settled(renderApp('/home'));
    const banner = app.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'PlayZone home' })).toHaveAttribute('href', '/home');
    expect(within(banner).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const nav = app.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Genres', 'Search', 'Tournament', 'Log in']);
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('gives a logged-in user Profile links instead of Log in', async () => {
    const app = await settled(renderApp('/home', { storage: signedIn(server) }));
    const nav = app.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(app.getByRole('banner')).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('marks the current page in the bottom navigation', async () => {
    const app = await settled(renderApp('/home'));
    const nav = app.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('has a skip link to the main content', async () => {
    const app = await settled(renderApp('/home'));
    const skip = app.getByRole('link', { name: 'Skip to content' });
    skip.click();
    expect(document.activeElement).toBe(document.getElementById('content'));
  });
});

describe('footer (spec §2, §9)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('on /home reads the 2025 notice and links to FAQs, Terms & Conditions and Support by email', async () => {
    const app = await settled(renderApp('/home'));
    // It comes once the first screen is up.
    const footer = await app.findByRole('contentinfo');
    expect(within(footer).getByText('© 2025 PlayZone. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/frequently-asked-questions');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-&-conditions');
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:support@playzone.example');
  });

  it('uses the configured product name and support address', async () => {
    const app = await settled(renderApp('/home', { config: { productName: 'GameHub', supportEmail: 'help@gamehub.example' } }));
    const footer = await app.findByRole('contentinfo');
    expect(within(footer).getByText('© 2025 GameHub. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:help@gamehub.example');
  });

  it.each(['/search', '/tournament', '/frequently-asked-questions', '/welcome'])('is absent on %s', async (path) => {
    const app = await settled(renderApp(path));
    expect(app.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
