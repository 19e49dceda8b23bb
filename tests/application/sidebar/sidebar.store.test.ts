import { describe, expect, it } from 'vitest';
import { initialSidebarState } from '../../../src/application/stores/sidebar.store';
import { SelectSidebarMenu } from '../../../src/application/use-cases/sidebar/select-sidebar-menu';
import { ToggleSidebarExpanded } from '../../../src/application/use-cases/sidebar/toggle-sidebar-expanded';
import { StateReset } from '../../../src/application/stores/state-reset';
import { createStore, resetStore } from '../../../src/application/stores/create-store';

describe('sidebar state (spec §2, §9)', () => {
  it('starts on Explore, first entry, no genre, expanded, drawer closed', () => {
    expect(createStore(initialSidebarState)).toEqual({
      activeMenu: 'Explore',
      activeIndex: 0,
      activeGenreIndex: null,
      expanded: true,
      mobileOpen: false,
    });
  });

  it('returns to Explore when the session is reset (spec §4 logout list includes sidebar)', () => {
    const store = createStore(initialSidebarState);
    const reset = new StateReset();
    reset.register('sidebar', () => resetStore(store, initialSidebarState));
    new SelectSidebarMenu(store).execute('Genres', 3);
    new ToggleSidebarExpanded(store).execute(false);
    reset.resetAll();
    expect(store).toEqual(initialSidebarState());
  });
});
