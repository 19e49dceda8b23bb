import { http, type HttpResponseResolver, type PathParams } from 'msw';
import type { MockDb } from '../db';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { failed, ok, unauthorized } from './mock-envelope';
import { byPlays, gameIdsOf, gamesInOrder, pageOf, pageParams, sectionGames, toGameDto, type GameRecord } from './games-dto';

type User = NonNullable<ReturnType<typeof currentUser>>;
/** Spec §3 "Game list responses use games". */
const gamesReply = (games: readonly GameRecord[]) => ok({ games: games.map(toGameDto) });

/** Sections served at /play/games/by/section/{section}/...; latest-games is every game, newest first. */
const SECTIONS: Readonly<Record<string, (db: MockDb) => GameRecord[]>> = {
  spotlight: (db) => sectionGames(db, 'spotlight'),
  'quick-play': (db) => sectionGames(db, 'quick-play'),
  'gamers-choice': (db) => sectionGames(db, 'gamers-choice'),
  free: (db) => sectionGames(db, 'free'),
  'latest-games': (db) => db.game.getAll().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)),
};

/**
 * Suggestions for a player: unplayed games of the genres they like, bookmark or play, most played
 * first, topped up from the curated 'suggested' row. A guest gets the curated row.
 */
function suggestedFor(db: MockDb, user: User | null): GameRecord[] {
  const curated = sectionGames(db, 'suggested');
  if (!user) return curated;
  const mine = { userId: { equals: user.id } };
  const played = new Set(db.recentPlay.findMany({ where: mine }).map((row) => row.gameId));
  const touched = [...db.like.findMany({ where: mine }), ...db.bookmark.findMany({ where: mine })].map((row) => row.gameId);
  const genres = new Set(gamesInOrder(db, [...touched, ...played]).map((game) => game.genre));
  const personal = db.game
    .getAll()
    .filter((game) => genres.has(game.genre) && !played.has(game.id))
    .sort(byPlays);
  const seen = new Set<string>();
  return [...personal, ...curated].filter((game) => !seen.has(game.id) && Boolean(seen.add(game.id)));
}

type ListSource = (ctx: MockContext, request: Request, params: PathParams) => GameRecord[] | Response;

/** A paged list call: 400 on a bad page or limit. */
function paged(list: ListSource, ctx: MockContext): HttpResponseResolver<PathParams> {
  return ({ params, request }) => {
    const paging = pageParams(params);
    if (!paging) return failed('Page and limit must be positive whole numbers.');
    const games = list(ctx, request, params);
    return games instanceof Response ? games : gamesReply(pageOf(games, paging));
  };
}

/** The caller's own games (recently played, favorites): 401 for a guest. */
function personal(rows: (db: MockDb, user: User) => GameRecord[]): ListSource {
  return (ctx, request) => {
    const user = currentUser(ctx, request);
    return user ? rows(ctx.db, user) : unauthorized();
  };
}

const recentlyPlayed = personal((db, user) =>
  gamesInOrder(
    db,
    gameIdsOf(
      db.recentPlay.findMany({ where: { userId: { equals: user.id } } }).map((r) => ({ gameId: r.gameId, at: r.playedAt })),
    ),
  ),
);
const bookmarked = personal((db, user) =>
  gamesInOrder(
    db,
    gameIdsOf(
      db.bookmark.findMany({ where: { userId: { equals: user.id } } }).map((r) => ({ gameId: r.gameId, at: r.createdAt })),
    ),
  ),
);

const bySection: ListSource = (ctx, _request, params) => {
  const name = String(params.section);
  const list = Object.hasOwn(SECTIONS, name) ? SECTIONS[name] : undefined;
  return list ? list(ctx.db) : failed('Unknown section.', { status: 404 });
};

/** Curated lists, recently played, favorites, premium games and trailers (spec §7 "Games"). */
export function gamesListHandlers(ctx: MockContext) {
  return [
    http.get('*/api/play/games/by/section/:section/:page/:limit', paged(bySection, ctx)),
    // Spec §7 gamers' choice "(all)" ends in "/1/100/false"; the flag changes nothing in the mock.
    http.get('*/api/play/games/by/section/:section/:page/:limit/:flag', paged(bySection, ctx)),
    http.get(
      '*/api/play/games/trending/:page/:limit',
      paged((c) => sectionGames(c.db, 'trending'), ctx),
    ),
    http.get(
      '*/api/play/games/suggested/:page/:limit',
      paged((c, request) => suggestedFor(c.db, currentUser(c, request)), ctx),
    ),
    http.get('*/api/play/recent/games/:page/:limit', paged(recentlyPlayed, ctx)),
    http.get('*/api/play/games/bookmarked/:page/:limit', paged(bookmarked, ctx)),
    http.get('*/api/play/games/top/ten', () => gamesReply(sectionGames(ctx.db, 'top-ten').slice(0, 10))),
    http.get('*/api/play/weekly/top/games', () => gamesReply(sectionGames(ctx.db, 'weekly-top'))),
    http.get('*/api/play/premium/games', () =>
      gamesReply(ctx.db.game.findMany({ where: { isPremium: { equals: true } } }).sort(byPlays)),
    ),
    http.get('*/api/play/homepage/top/patch', () => {
      const trailers = ctx.db.trailer
        .getAll()
        .sort((a, b) => a.id.localeCompare(b.id))
        .flatMap((trailer) => {
          const game = ctx.db.game.findFirst({ where: { id: { equals: trailer.gameId } } });
          return game
            ? [{ id: trailer.id, title: trailer.title, posterUrl: trailer.posterUrl, gameUniqueName: game.uniqueName }]
            : [];
        });
      return ok({ trailers });
    }),
  ];
}
