/**
 * The portal's addresses, as the rest of the code names them: `PATHS.home` for a page's path
 * (written once, in src/domain/route-table.ts) and the builders below for an address with a
 * parameter, never by writing the path again (tests/architecture/route-literals.test.ts).
 */
import * as TABLE from './route-table';

export * as PATHS from './route-table';

export type RouteName = keyof typeof TABLE;
/** A route's path as React Router reads it (`:name` is a parameter). */
export type RoutePath = (typeof TABLE)[RouteName];

/** Routes whose path takes no parameter: an address of its own. */
export type FixedRoutePath = Exclude<RoutePath, `${string}:${string}`>;

/** The fixed part of a path with a parameter, up to its first parameter: '/genres/' of '/genres/:genre'. */
export const pathPrefix = (path: RoutePath): string => path.split(':')[0] ?? path;

/** A path with its parameters filled in, each written as one segment of the address. */
function fill(path: RoutePath, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The play screen's query fields for a board of its own (src/domain/play-address.ts reads them). */
export const PLAY_BOARD = { mode: 'mode', seed: 'seed' } as const;

/** The address of one genre, game page or game's play screen. */
export const routeTo = {
  /** Spec §2 "/genres/{genres}". */
  genre: (uniqueName: string): string => fill(TABLE.genre, { genre: uniqueName }),
  /** Spec §2 "/game-details/{gameUniqueName}". */
  gameDetails: (uniqueName: string): string => fill(TABLE.gameDetails, { gameUniqueName: uniqueName }),
  /** Our route; the spec names none: the game runs inside the portal. */
  play: (uniqueName: string): string => fill(TABLE.play, { gameUniqueName: uniqueName }),
  /** A bundled game's play screen on a board of its own: this mode, this seed (the day's or a friend's challenge). */
  playBoard: (uniqueName: string, mode: string, seed: number): string =>
    `${routeTo.play(uniqueName)}?${new URLSearchParams({ [PLAY_BOARD.mode]: mode, [PLAY_BOARD.seed]: String(seed >>> 0) })}`,
};

/**
 * Whether an address is at `path` or below it: '/tournament', '/tournament/', '/tournament?x' and
 * '/tournament/stage' are, '/tournaments' is not.
 */
export function isAtOrBelow(address: string, path: FixedRoutePath): boolean {
  if (!address.startsWith(path)) return false;
  const next = address.charAt(path.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}
