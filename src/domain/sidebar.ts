import { PATHS, pathPrefix } from './route-paths';

/**
 * Spec §2: "A sidebar has an active menu (default Explore), an active index, an active genre
 * index, an expanded state and a mobile-open state. It has no route." The sidebar itself has no
 * route; its entries lead to ordinary pages, and the page the visitor is on selects the entry.
 */
export const SIDEBAR_MENUS = [
  { menu: 'Explore', path: PATHS.home },
  { menu: 'Genres', path: PATHS.genres },
  { menu: 'Favourites', path: PATHS.favorite },
  { menu: 'Tournaments', path: PATHS.tournament },
  { menu: 'Plans', path: PATHS.plans },
  { menu: 'Esports', path: PATHS.esports },
  { menu: 'Voucher', path: PATHS.voucher },
] as const;
export type SidebarMenu = (typeof SIDEBAR_MENUS)[number]['menu'];

/** Spec §9: "Default sidebar menu: Explore." */
export const DEFAULT_SIDEBAR_MENU: SidebarMenu = 'Explore';

/** Spec §3: "Pre-set genre rows are racing, arcade, shooter, adventure, logic, fun, sports and puzzle." */
export const SIDEBAR_GENRES = [
  { uniqueName: 'racing', name: 'Racing' },
  { uniqueName: 'arcade', name: 'Arcade' },
  { uniqueName: 'shooter', name: 'Shooter' },
  { uniqueName: 'adventure', name: 'Adventure' },
  { uniqueName: 'logic', name: 'Logic' },
  { uniqueName: 'fun', name: 'Fun' },
  { uniqueName: 'sports', name: 'Sports' },
  { uniqueName: 'puzzle', name: 'Puzzle' },
] as const;

export const sidebarMenuIndex = (menu: SidebarMenu): number => SIDEBAR_MENUS.findIndex((m) => m.menu === menu);

export interface SidebarSelection {
  menu: SidebarMenu;
  /** Index into SIDEBAR_GENRES, or null when no pre-set genre is open. */
  genreIndex: number | null;
}

/** The entry a path belongs to, or null for pages the sidebar does not list (search, profile…),
 * where the last selection stays highlighted. */
export function sidebarSelectionForPath(pathname: string): SidebarSelection | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const genrePrefix = pathPrefix(PATHS.genre);
  if (path === PATHS.genres || path.startsWith(genrePrefix)) {
    const name = safeDecode(path.slice(genrePrefix.length));
    const index = SIDEBAR_GENRES.findIndex((g) => g.uniqueName === name);
    return { menu: 'Genres', genreIndex: index >= 0 ? index : null };
  }
  const entry = SIDEBAR_MENUS.find((m) => m.path === path);
  return entry ? { menu: entry.menu, genreIndex: null } : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
