import { describe, expect, it } from 'vitest';
import { initialSidebarState } from '../../../src/application/stores/sidebar.store';
import { ToggleSidebarExpanded } from '../../../src/application/use-cases/sidebar/toggle-sidebar-expanded';
import { createStore } from '../../../src/application/stores/create-store';

describe('ToggleSidebarExpanded', () => {
  it('toggles the desktop expanded state, or sets it', () => {
    const store = createStore(initialSidebarState);
    const toggle = new ToggleSidebarExpanded(store);
    toggle.execute();
    expect(store.expanded).toBe(false);
    toggle.execute();
    expect(store.expanded).toBe(true);
    toggle.execute(true);
    expect(store.expanded).toBe(true);
  });
});
