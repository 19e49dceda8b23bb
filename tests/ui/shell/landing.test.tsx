import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { signedIn } from './signed-in';

describe('splash and welcome', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('/ replaces itself with /home, keeping the query', async () => {
    const app = renderApp('/?utm_source=sms');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.router.state.location.search).toBe('?utm_source=sms');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(await app.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('/welcome presents the product, three selling points and the ways in', async () => {
    const app = renderApp('/welcome');
    expect(await app.findByRole('heading', { level: 1, name: 'PlayZone' })).toBeInTheDocument();
    expect(app.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(app.getByRole('link', { name: 'Start playing' })).toHaveAttribute('href', '/home');
    expect(app.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(app.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('Start playing goes to /home', async () => {
    const user = userEvent.setup();
    const app = renderApp('/welcome');
    await user.click(await app.findByRole('link', { name: 'Start playing' }));
    expect(await app.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('does not offer Log in or Sign up to someone already logged in', async () => {
    const app = renderApp('/welcome', { storage: signedIn(server) });
    await app.findByRole('heading', { level: 1, name: 'PlayZone' });
    const main = app.container.querySelector('#content') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Start playing' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
