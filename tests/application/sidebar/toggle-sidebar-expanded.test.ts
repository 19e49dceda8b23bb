import { describe, expect, it } from 'vitest';
import { createSidebarStore } from '../../../src/application/stores/sidebar.store';
import { ToggleSidebarExpanded } from '../../../src/application/use-cases/sidebar/toggle-sidebar-expanded';

describe('ToggleSidebarExpanded', () => {
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
});
