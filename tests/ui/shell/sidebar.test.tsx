import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { SidebarStore } from '../../../src/application/stores/sidebar.store';

async function home() {
  const app = renderApp('/home');
  await app.findByRole('heading', { name: 'Home' });
  return { app, sidebar: app.getByRole('navigation', { name: 'Sidebar' }), store: app.resolver.get(SidebarStore) };
}

describe('sidebar (spec §2: active menu, default Explore, genre index, expanded, mobile-open)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('lists Explore, Genres, Favourites, Tournaments, Plans, Esports and Voucher, with Explore current on /home', async () => {
    const { sidebar } = await home();
    for (const name of ['Explore', 'Genres', 'Favourites', 'Tournaments', 'Plans', 'Esports', 'Voucher']) {
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  });

  it('the Menu button opens the drawer (aria-expanded), focus goes in, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const { app, sidebar, store } = await home();
    const menu = app.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', sidebar.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(store.mobileOpen).toBe(true);
    await waitFor(() => expect(sidebar).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('choosing a genre in the drawer navigates, selects that genre and closes the drawer', async () => {
    const user = userEvent.setup();
    const { app, sidebar, store } = await home();
    await user.click(app.getByRole('button', { name: 'Menu' }));
    await user.click(within(sidebar).getByRole('link', { name: 'Puzzle' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/genres/puzzle'));
    expect(store).toMatchObject({ activeMenu: 'Genres', activeIndex: 1, activeGenreIndex: 7, mobileOpen: false });
    expect(app.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows navigation from elsewhere (the bottom navigation)', async () => {
    const user = userEvent.setup();
    const { app, store } = await home();
    await user.click(within(app.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tournament' }));
    await waitFor(() => expect(store.activeMenu).toBe('Tournaments'));
    expect(store.activeIndex).toBe(3);
  });

  it('collapses to an icon rail and expands again on desktop, keeping the link names', async () => {
    const user = userEvent.setup();
    const { sidebar, store } = await home();
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(store.expanded).toBe(false);
    expect(within(sidebar).getByRole('link', { name: 'Plans' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(store.expanded).toBe(true);
  });
});
