import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

describe('log out from the shell', () => {
  const server = useMockServer();

  it('a logged-in player logs out from the sidebar on /home, and lands on /login logged out', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/home', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const sidebar = await app.findByRole('navigation', { name: 'Sidebar' });
    await ui.click(await within(sidebar).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(
      server
        .backend()
        .log.list()
        .some((entry) => entry.path === '/api/auth/logout'),
    ).toBe(true);
    expect(app.storage.getItem('auth-token')).toBeNull();
  });

  it('offers no Log out to a guest', async () => {
    const app = renderApp('/home');
    const sidebar = await app.findByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
