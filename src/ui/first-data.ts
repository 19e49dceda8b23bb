import { matchPath } from 'react-router-dom';
import type { Resolver } from '../application/token';
import { isPublicPath } from '../domain/routes';
import { FeatureAreasPort } from '../application/ports/feature-areas.port';
import { LoadTrailers } from '../application/use-cases/games/load-trailers';
import { LoadGameDetail } from '../application/use-cases/games/load-game-detail';
import { LoadGenreGames } from '../application/use-cases/games/load-genre-games';
import { LoadGenres } from '../application/use-cases/games/load-genres';

type Params = Record<string, string | undefined>;

/** The screen's first call takes these loads even when they have already answered. */
const AHEAD = { ahead: true } as const;

/**
 * The data behind each page's largest picture, by route: the same use-case calls the screen makes
 * when it mounts (the use cases join a load already under way, so nothing is requested twice).
 */
const FIRST_DATA: Array<[path: string, start: (resolver: Resolver, params: Params) => Promise<void>]> = [
  // The hero trailer is /home's largest picture.
  ['/home', (resolver) => resolver.get(LoadTrailers).execute(AHEAD)],
  ['/game-details/:gameUniqueName', (resolver, { gameUniqueName }) => resolver.get(LoadGameDetail).execute(gameUniqueName ?? '', AHEAD)],
  // A genre's first page, and the genre list that names it (the screen loads the list only while
  // it is idle, so this one call serves it).
  ['/genres/:genre', (resolver, { genre }) => Promise.all([
    resolver.get(LoadGenreGames).execute(genre ?? '', 1, AHEAD),
    resolver.get(LoadGenres).execute('all'),
  ]).then(() => undefined)],
  // The tournament's use cases live in a lazily bound area: its code is fetched first (the screen
  // asks for the same download), and the use case's module comes with it, not with the entry.
  ['/tournament', async (resolver) => {
    await resolver.get(FeatureAreasPort).ensure('tournament');
    const { LoadTournament } = await import('../application/use-cases/tournament/load-tournament');
    await resolver.get(LoadTournament).execute(AHEAD);
  }],
];

/**
 * Issue 7 "the first API call started before React renders": on a cold start the page's first
 * call goes out as soon as the container exists, while the screen's code still downloads, instead
 * of after the screen has rendered. Only public pages: a private one may end on the login page.
 */
export function startFirstData(pathname: string, resolver: Resolver): void {
  if (!isPublicPath(pathname)) return;
  for (const [path, start] of FIRST_DATA) {
    const match = matchPath(path, pathname);
    // A failure here shows on the screen, which makes the same call (and offers Retry).
    if (match) start(resolver, match.params).catch(() => undefined);
  }
}
