import type { SidebarState } from '../../stores/sidebar.store';

/** Phones: opens or closes the sidebar drawer (the top bar's Menu button, Escape, the backdrop). */
export class ToggleMobileSidebar {
  constructor(private readonly sidebar: SidebarState) {}

  /** Without an argument the drawer flips; `true` opens it and `false` closes it. */
  execute(open: boolean = !this.sidebar.mobileOpen): void {
    this.sidebar.mobileOpen = open;
  }
}
