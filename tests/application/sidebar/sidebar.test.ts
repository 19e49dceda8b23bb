import { describe, expect, it } from 'vitest';
import { createSidebarStore, initialSidebarState } from '../../../src/application/stores/sidebar.store';
import { SelectSidebarMenu } from '../../../src/application/use-cases/sidebar/select-sidebar-menu';
import { SyncSidebarWithRoute } from '../../../src/application/use-cases/sidebar/sync-sidebar-with-route';
import { ToggleSidebarExpanded } from '../../../src/application/use-cases/sidebar/toggle-sidebar-expanded';
import { ToggleMobileSidebar } from '../../../src/application/use-cases/sidebar/toggle-mobile-sidebar';
import { StateReset } from '../../../src/application/stores/state-reset';
import { resetStore } from '../../../src/application/stores/create-store';

function setup() {
  const store = createSidebarStore();
  const select = new SelectSidebarMenu(store);
  return { store, select, sync: new SyncSidebarWithRoute(store, select) };
}

describe('sidebar state (spec §2, §9)', () => {
  it('starts on Explore, first entry, no genre, expanded, drawer closed', () => {
    expect(createSidebarStore()).toEqual({
      activeMenu: 'Explore',
      activeIndex: 0,
      activeGenreIndex: null,
      expanded: true,
      mobileOpen: false,
    });
  });

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

  it('toggles the desktop expanded state, or sets it', () => {
    const store = createSidebarStore();
    const toggle = new ToggleSidebarExpanded(store);
    toggle.execute();
    expect(store.expanded).toBe(false);
    toggle.execute();
    expect(store.expanded).toBe(true);
    toggle.execute(true);
    expect(store.expanded).toBe(true);
  });

  it('opens and closes the phone drawer', () => {
    const store = createSidebarStore();
    const drawer = new ToggleMobileSidebar(store);
    drawer.execute();
    expect(store.mobileOpen).toBe(true);
    drawer.execute(true);
    expect(store.mobileOpen).toBe(true);
    drawer.execute(false);
    expect(store.mobileOpen).toBe(false);
  });

  it('returns to Explore when the session is reset (spec §4 logout list includes sidebar)', () => {
    const store = createSidebarStore();
    const reset = new StateReset();
    reset.register('sidebar', () => resetStore(store, initialSidebarState));
    new SelectSidebarMenu(store).execute('Genres', 3);
    new ToggleSidebarExpanded(store).execute(false);
    reset.resetAll();
    expect(store).toEqual(initialSidebarState());
  });
});
