import { useLingui } from '@lingui/react/macro';
import type { GameListId } from '../../domain/game-lists';
import { genreTitle } from '../../domain/genre-rows';
import type { HomeRow } from '../../domain/home-rows';
import type { SidebarMenu } from '../../domain/sidebar';

/**
 * The portal's own names for its menus, rows, lists and known genres, in the active language. The
 * domain names each by its key (a menu, a row's or a list's id, a genre's uniqueName); the words
 * are here, on the shell's first load, since the sidebar and /home show them at once.
 */
export function useNames() {
  const { t } = useLingui();
  const menus: Record<SidebarMenu, string> = {
    Explore: t`Explore`,
    Genres: t`Genres`,
    Favourites: t`Favourites`,
    Tournaments: t`Tournaments`,
    Plans: t`Plans`,
    Esports: t`Esports`,
    Voucher: t`Voucher`,
  };
  const genres: Readonly<Record<string, string>> = {
    racing: t`Racing`,
    arcade: t`Arcade`,
    shooter: t`Shooter`,
    adventure: t`Adventure`,
    logic: t`Logic`,
    fun: t`Fun`,
    sports: t`Sports`,
    puzzle: t`Puzzle`,
    'tower-defense': t`Tower Defense`,
    kids: t`Kids`,
    horror: t`Horror`,
  };
  const lists: Record<GameListId, string> = {
    spotlight: t`Spotlight`,
    quickplay: t`Quick play`,
    gamersChoice: t`Gamers' choice`,
    recentlyPlayed: t`Recently played`,
    latestGames: t`Latest games`,
    trendingGames: t`Trending`,
    suggestedGames: t`Suggested for you`,
    topten: t`Most popular`,
    weeklyTop: t`Weekly top`,
    premiumGames: t`Premium games`,
    bookmarkedGames: t`Favourites`,
    freeGames: t`Free games`,
  };
  // A home row is named after its list, except where /home says it its own way.
  const rows: Partial<Record<HomeRow['id'], string>> = {
    'recently-played': t`Continue playing`,
    'recently-added': t`Latest games`,
    'top-ten': t`Top ten`,
  };
  /** A genre by its uniqueName: the portal's word for a known one, else the server's name or the uniqueName made readable. */
  const genre = (uniqueName: string, serverName?: string): string =>
    Object.hasOwn(genres, uniqueName) ? genres[uniqueName]! : (serverName ?? genreTitle(uniqueName));
  return {
    menu: (menu: SidebarMenu): string => menus[menu],
    genre,
    list: (id: GameListId): string => lists[id],
    row: (row: HomeRow): string =>
      rows[row.id] ?? (row.source.kind === 'list' ? lists[row.source.list] : genre(row.source.genre)),
    /** What an empty row says where the general line would not fit (the games played on this device). */
    rowEmpty: (row: HomeRow): string | undefined =>
      row.id === 'recently-played' ? t`The games you play will be here, one tap away.` : undefined,
  };
}
