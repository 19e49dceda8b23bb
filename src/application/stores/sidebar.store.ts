import { token } from '../token';
import { DEFAULT_SIDEBAR_MENU, sidebarMenuIndex, type SidebarMenu } from '../../domain/sidebar';

/** Spec §2: "A sidebar has an active menu (default Explore), an active index, an active genre
 * index, an expanded state and a mobile-open state." Spec §4 lists 'sidebar' in the logout reset. */
export interface SidebarState {
  activeMenu: SidebarMenu;
  /** Position of activeMenu in the menu list. */
  activeIndex: number;
  /** Position of the open pre-set genre, or null. */
  activeGenreIndex: number | null;
  /** Desktop: full width with labels (true) or an icon rail (false). */
  expanded: boolean;
  /** Phones: the drawer is open. */
  mobileOpen: boolean;
}

export const initialSidebarState = (): SidebarState => ({
  activeMenu: DEFAULT_SIDEBAR_MENU,
  activeIndex: sidebarMenuIndex(DEFAULT_SIDEBAR_MENU),
  activeGenreIndex: null,
  expanded: true,
  mobileOpen: false,
});
export const SidebarStore = token<SidebarState>('SidebarStore');
