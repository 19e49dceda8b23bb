import { describe, expect, it } from 'vitest';
import { initialSidebarState } from '../../../src/application/stores/sidebar.store';
import { SelectSidebarMenu } from '../../../src/application/use-cases/sidebar/select-sidebar-menu';
import { SyncSidebarWithRoute } from '../../../src/application/use-cases/sidebar/sync-sidebar-with-route';
import { createStore } from '../../../src/application/stores/create-store';

function setup() {
  const store = createStore(initialSidebarState);
  const select = new SelectSidebarMenu(store);
  return { store, select, sync: new SyncSidebarWithRoute(store, select) };
}

describe('SyncSidebarWithRoute', () => {
  it('follows the route: a listed page selects its entry, a genre page selects the genre', () => {
    const { store, sync } = setup();
    sync.execute('/favorite');
    expect(store).toMatchObject({ activeMenu: 'Favourites', activeIndex: 2 });
    sync.execute('/genres/puzzle');
    expect(store).toMatchObject({ activeMenu: 'Genres', activeGenreIndex: 7 });
  });

  it('keeps the last selection on pages the sidebar does not list, but still closes the drawer', () => {
    const { store, sync } = setup();
    sync.execute('/tournament');
    store.mobileOpen = true;
    sync.execute('/search');
    expect(store).toMatchObject({ activeMenu: 'Tournaments', mobileOpen: false });
  });
});
