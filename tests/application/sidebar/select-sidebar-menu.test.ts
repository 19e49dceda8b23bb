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

describe('SelectSidebarMenu', () => {
  it('selecting a menu sets the active menu and its index, and closes the phone drawer', () => {
    const { store, select } = setup();
    store.mobileOpen = true;
    select.execute('Tournaments');
    expect(store).toMatchObject({ activeMenu: 'Tournaments', activeIndex: 3, activeGenreIndex: null, mobileOpen: false });
  });

  it('selecting a genre under Genres sets the active genre index; another menu clears it', () => {
    const { store, select } = setup();
    select.execute('Genres', 2);
    expect(store).toMatchObject({ activeMenu: 'Genres', activeIndex: 1, activeGenreIndex: 2 });
    select.execute('Plans', 2);
    expect(store).toMatchObject({ activeMenu: 'Plans', activeIndex: 4, activeGenreIndex: null });
  });

  it('ignores a genre index outside the pre-set genres', () => {
    const { store, select } = setup();
    select.execute('Genres', 99);
    expect(store.activeGenreIndex).toBeNull();
  });
});
