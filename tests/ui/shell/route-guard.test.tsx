import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { signedIn } from './signed-in';

describe('route guard (spec §2)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('sends a guest from a private route to /login and remembers where they were going', async () => {
    const app = renderApp('/favorite?page=2');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.storage.dump()['previous-url']).toBe('/favorite?page=2');
  });

  it('lets a guest open a public route', async () => {
    const app = renderApp('/home');
    expect(await app.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('lets a logged-in user open a private route', async () => {
    const app = renderApp('/favorite', { storage: signedIn(server) });
    await app.findByRole('heading', { level: 1, name: 'Favourites' });
    expect(app.router.state.location.pathname).toBe('/favorite');
  });
});
