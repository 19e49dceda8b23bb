import type { SidebarState } from '../../stores/sidebar.store';

/** Desktop: switches the sidebar between full width with labels and a narrow icon rail. */
export class ToggleSidebarExpanded {
  constructor(private readonly sidebar: SidebarState) {}

  execute(expanded: boolean = !this.sidebar.expanded): void {
    this.sidebar.expanded = expanded;
  }
}
