import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';

describe('/social-login', () => {
  const server = useMockServer();

  const ssoCalls = () =>
    server
      .backend()
      .log.list()
      .filter((r) => r.path === '/api/auth/sso/login/complete');

  it('completes single sign-on once and goes to the in-app redirect', async () => {
    const app = renderApp('/social-login?parameter=demo-sso-subscriber&redirect=%2Ftournament');
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    // Busy until the sign-in has finished, for assistive technology and for the page's gates alike.
    expect(screen.getByRole('region', { name: 'Signing in' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tournament'));
    expect(app.storage.dump()).toMatchObject({ user_id: 'u-subscriber', loginSource: 'MYGP' });
    expect(ssoCalls()).toHaveLength(1);
  });

  it('goes to /home instead of a redirect the URL guard refuses', async () => {
    const app = renderApp(`/social-login?parameter=demo-sso-subscriber&redirect=${encodeURIComponent('https://evil.example/')}`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.assigned).toEqual([]);
  });

  it('completes a social sign-in from ?provider= with a full redirect to /home', async () => {
    const app = renderApp('/social-login?provider=facebook');
    await waitFor(() => expect(app.assigned).toEqual(['/home']));
    expect(app.storage.dump()).toMatchObject({ loginSource: 'FACEBOOK' });
  });

  it('shows the Failed dialog and a way back to /login when single sign-on is refused', async () => {
    const app = renderApp('/social-login?parameter=forged');
    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText(/Invalid single sign-on link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(app.storage.dump()).not.toHaveProperty('auth-token');
  });

  it("shows 'Social login failed' for a link without a provider or parameter", async () => {
    renderApp('/social-login');
    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('Social login failed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Could not sign you in', hidden: true })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeInTheDocument();
    expect(ssoCalls()).toEqual([]);
  });
});
