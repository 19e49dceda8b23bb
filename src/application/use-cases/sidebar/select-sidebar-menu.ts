import { SIDEBAR_GENRES, sidebarMenuIndex, type SidebarMenu } from '../../../domain/sidebar';
import type { SidebarState } from '../../stores/sidebar.store';

/** Marks a sidebar entry (and, under Genres, a pre-set genre) as active. Choosing a destination
 * on a phone also closes the drawer, so the chosen page is visible at once. */
export class SelectSidebarMenu {
  constructor(private readonly sidebar: SidebarState) {}

  execute(menu: SidebarMenu, genreIndex: number | null = null): void {
    const validGenre = menu === 'Genres' && genreIndex !== null && genreIndex >= 0 && genreIndex < SIDEBAR_GENRES.length;
    this.sidebar.activeMenu = menu;
    this.sidebar.activeIndex = sidebarMenuIndex(menu);
    this.sidebar.activeGenreIndex = validGenre ? genreIndex : null;
    this.sidebar.mobileOpen = false;
  }
}
