import { sidebarSelectionForPath } from '../../../domain/sidebar';
import type { SidebarState } from '../../stores/sidebar.store';
import type { SelectSidebarMenu } from './select-sidebar-menu';

/**
 * Keeps the sidebar in step with the page, however the visitor got there (bottom navigation, a
 * "See all" link, the back button). Pages the sidebar does not list keep the last selection; any
 * navigation closes the phone drawer.
 */
export class SyncSidebarWithRoute {
  constructor(
    private readonly sidebar: SidebarState,
    private readonly select: SelectSidebarMenu,
  ) {}

  execute(pathname: string): void {
    const selection = sidebarSelectionForPath(pathname);
    if (selection) this.select.execute(selection.menu, selection.genreIndex);
    else this.sidebar.mobileOpen = false;
  }
}
