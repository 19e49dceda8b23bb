import { describe, expect, it } from 'vitest';
import { initialSidebarState } from '../../../src/application/stores/sidebar.store';
import { ToggleMobileSidebar } from '../../../src/application/use-cases/sidebar/toggle-mobile-sidebar';
import { createStore } from '../../../src/application/stores/create-store';

describe('ToggleMobileSidebar', () => {
  it('opens and closes the phone drawer', () => {
    const store = createStore(initialSidebarState);
    const drawer = new ToggleMobileSidebar(store);
    drawer.execute();
    expect(store.mobileOpen).toBe(true);
    drawer.execute(true);
    expect(store.mobileOpen).toBe(true);
    drawer.execute(false);
    expect(store.mobileOpen).toBe(false);
  });
});
