import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';
import { HttpGameActionsGateway } from '../../../src/adapters/http/http-game-actions-gateway';
import { HttpGameSessionGateway } from '../../../src/adapters/http/http-game-session-gateway';
import type { Game, GameDetail } from '../../../src/domain/game';
import {
  anyData,
  clientAnswering,
  failedOnlyAsMalformed,
  goodAmongBad,
  notAnEntry,
  oddValue,
  outcome,
  validOrOdd,
  withOpenFields,
} from './open-answers';

/*
 * Spec §3 shows none of a listed game's fields and names the detail fields without their types.
 * Required: a game's id (text or a number), uniqueName and name; a rating entry's rating; a
 * trailer's id and game; a genre's uniqueName; the new ratingAverage. Everything else is open.
 */
const GAME_OPEN = ['genre', 'thumbnailUrl', 'isPremium'];
const DETAIL_OPEN = [
  ...GAME_OPEN,
  'description',
  'bannerUrl',
  'playUrl',
  'orientation',
  'isBookmarked',
  'isLiked',
  'totalLikes',
  'rating',
  'ratingCount',
  'userRating',
];

const name = fc.string({ minLength: 1, maxLength: 10 });
/** An id is non-blank text (open-fields `idOf`): a blank one names nothing. */
const id = name.filter((value) => value.trim() !== '');
/** A game as the spec allows it (required fields valid, open ones of any shape) and what must come through. */
const listedGame = (open: readonly string[] = GAME_OPEN) =>
  fc
    .record({
      id: fc.oneof(id, fc.nat()),
      uniqueName: name,
      name,
    })
    .chain((fixed) =>
      withOpenFields(fixed, open).map((raw) => ({ raw, id: String(fixed.id), uniqueName: fixed.uniqueName, name: fixed.name })),
    );
const games = fc.array(listedGame(), { maxLength: 4 });
const required = (game: Game) => ({ id: game.id, uniqueName: game.uniqueName, name: game.name });
const expected = (list: ReadonlyArray<{ id: string; uniqueName: string; name: string }>) =>
  list.map(({ id, uniqueName, name: title }) => ({ id, uniqueName, name: title }));

function expectGameShape(game: Game): void {
  expect(typeof game.genre).toBe('string');
  expect(typeof game.thumbnailUrl).toBe('string');
  expect(typeof game.isPremium).toBe('boolean');
}

const catalogue = (data: unknown) => new HttpGameCatalogueGateway(clientAnswering(data));

describe('the game catalogue gateway reads games tolerantly (property)', () => {
  it('a list keeps every game, in order, whatever its open fields and whatever malformed entries sit between', async () => {
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(games, (g) => g.raw),
        extraFieldsOfData(),
        async ({ good, list }, extra) => {
          const gateway = catalogue({ ...extra, games: list });
          const rows = [
            await gateway.games({ list: 'spotlight', page: 1, limit: 15, view: 'home' }),
            await gateway.genreGames({ genre: 'racing', page: 1, limit: 4, selectedRow: true }),
            await gateway.similar('g-1', 1, 10),
            await gateway.hotGames(),
          ];
          for (const row of rows) {
            expect(row.map(required)).toEqual(expected(good));
            row.forEach(expectGameShape);
          }
        },
      ),
    );
  });

  it('a game list that is not a list at all reads as no games, never as a failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        oddValue.filter((value) => !Array.isArray(value)),
        async (odd) => {
          expect(await catalogue({ games: odd }).hotGames()).toEqual([]);
        },
      ),
    );
  });

  it('the game page keeps id, uniqueName and name, whatever shape the detail fields take, as one game or in a list', async () => {
    await fc.assert(
      fc.asyncProperty(
        listedGame(DETAIL_OPEN),
        fc.array(notAnEntry, { maxLength: 2 }),
        fc.boolean(),
        async (game, bad, asList) => {
          const detail = await catalogue({ games: asList ? [...bad, game.raw] : game.raw }).detail(game.uniqueName);
          expect(required(detail)).toEqual(expected([game])[0]);
          expectDetailShape(detail);
        },
      ),
    );
  });

  it('a game page without a game in it fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ id: validOrOdd('g-1'), uniqueName: validOrOdd('snake'), name: validOrOdd('Snake') }, { requiredKeys: [] }),
        async (raw) => {
          const result = await outcome(catalogue({ games: raw }).detail('snake'));
          expect(failedOnlyAsMalformed(result)).toBe(true);
        },
      ),
    );
  });

  it('search keeps each list whatever shape the other one takes', async () => {
    await fc.assert(
      fc.asyncProperty(games, oddValue, fc.boolean(), async (good, odd, searchedFirst) => {
        const lists = searchedFirst
          ? { searchedGames: good.map((g) => g.raw), genreGames: odd }
          : { searchedGames: odd, genreGames: good.map((g) => g.raw) };
        const results = await catalogue(lists).search('sn');
        expect((searchedFirst ? results.searchedGames : results.genreGames).map(required)).toEqual(expected(good));
      }),
    );
  });

  it('search suggestions keep every game among malformed entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(games, (g) => g.raw),
        async ({ good, list }) => {
          expect((await catalogue({ searchItems: list }).searchItems()).map(required)).toEqual(expected(good));
        },
      ),
    );
  });

  it('genres keep their uniqueName, with a name of any shape read as text or the uniqueName', async () => {
    const genre = name.chain((uniqueName) => withOpenFields({ uniqueName }, ['name']).map((raw) => ({ raw, uniqueName })));
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(genre, { maxLength: 4 }), (g) => g.raw),
        async ({ good, list }) => {
          const read = await catalogue({ genreDtos: list }).genres('all');
          expect(read.map((g) => g.uniqueName)).toEqual(good.map((g) => g.uniqueName));
          read.forEach((g) => expect(g.name).toEqual(expect.any(String)));
        },
      ),
    );
  });

  it('trailers keep their id and game, whatever shape the title and poster take', async () => {
    const trailer = fc
      .record({ id, gameUniqueName: name })
      .chain((fixed) => withOpenFields(fixed, ['title', 'posterUrl']).map((raw) => ({ raw, fixed })));
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(trailer, { maxLength: 3 }), (t) => t.raw),
        async ({ good, list }) => {
          const read = await catalogue({ trailers: list }).trailers();
          expect(read.map(({ id, gameUniqueName }) => ({ id, gameUniqueName }))).toEqual(good.map((t) => t.fixed));
          read.forEach((t) => expect([typeof t.title, typeof t.posterUrl]).toEqual(['string', 'string']));
        },
      ),
    );
  });
});

describe('the game actions gateway reads its answers tolerantly (property)', () => {
  const actions = (data: unknown) => new HttpGameActionsGateway(clientAnswering(data));

  it('a bookmark answer of any shape gives the server text when it is text, else none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(withOpenFields({}, ['message', 'displayMessage']), anyData), async (data) => {
        const reply = await actions(data).bookmark('g-1');
        expect(reply.message === null || typeof reply.message === 'string').toBe(true);
        expect(reply.displayMessage === null || typeof reply.displayMessage === 'string').toBe(true);
        const message = (data as { message?: unknown } | null)?.message;
        if (typeof message === 'string') expect(reply.message).toBe(message);
      }),
    );
  });

  it('a rating answer keeps ratingAverage (a number or a number as text), whatever the count; without it only malformed', async () => {
    await fc.assert(
      fc.asyncProperty(
        // JSON has no negative zero: -0 arrives as 0, so the averages sent are those JSON can carry.
        fc.oneof(
          fc.double({ min: 0, max: 5, noNaN: true }).map((n) => n + 0),
          fc.constantFrom('4.5', '3'),
          oddValue,
        ),
        withOpenFields({}, ['ratingCount']),
        async (average, data) => {
          const result = await outcome(actions({ ...data, ratingAverage: average }).rate('g-1', 4, ''));
          expect(failedOnlyAsMalformed(result)).toBe(true);
          if (typeof average === 'number') expect(result).toEqual({ value: expect.objectContaining({ ratingAverage: average }) });
          if (average === '4.5') expect(result).toEqual({ value: expect.objectContaining({ ratingAverage: 4.5 }) });
        },
      ),
    );
  });

  it('rating details keep every entry with a rating, in order, among malformed entries and odd open fields', async () => {
    const review = fc
      .integer({ min: 1, max: 5 })
      .chain((rating) => withOpenFields({ rating }, ['id', 'userName', 'comment', 'createdAt']).map((raw) => ({ raw, rating })));
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(review, { maxLength: 4 }), (r) => r.raw),
        async ({ good, list }) => {
          const read = await actions({ gameRatings: list }).ratingDetails('g-1');
          expect(read.map((r) => r.rating)).toEqual(good.map((r) => r.rating));
          read.forEach((r) => expect([typeof r.id, typeof r.userName, typeof r.comment]).toEqual(['string', 'string', 'string']));
        },
      ),
    );
  });

  it('a like ignores whatever data comes back', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        await expect(actions(data).like('g-1')).resolves.toBeUndefined();
      }),
    );
  });
});

describe('the game session gateway reads a start answer of any shape (property)', () => {
  it('a start gives the session id and address when named, else null; the update ignores its answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(withOpenFields({ sessionId: 'gs-1', gameUrl: '/games/snake/' }, ['url', 'id']), anyData),
        async (data) => {
          const gateway = new HttpGameSessionGateway(clientAnswering(data));
          const started = await gateway.start('g-1');
          if ((data as { sessionId?: unknown } | null)?.sessionId === 'gs-1') {
            expect(started).toEqual({ sessionId: 'gs-1', playUrl: '/games/snake/' });
          }
          expect(started.playUrl === null || typeof started.playUrl === 'string').toBe(true);
          await expect(gateway.update('gs-1')).resolves.toBeUndefined();
        },
      ),
    );
  });
});

/** Fields beside the list in `data` that nobody names. */
function extraFieldsOfData() {
  return withOpenFields({}, ['total', 'page', 'message']);
}

function expectDetailShape(detail: GameDetail): void {
  expectGameShape(detail);
  for (const text of [detail.description, detail.bannerUrl, detail.playUrl]) expect(typeof text).toBe('string');
  for (const flag of [detail.isBookmarked, detail.isLiked]) expect(typeof flag).toBe('boolean');
  for (const count of [detail.totalLikes, detail.rating, detail.ratingCount]) expect(Number.isFinite(count)).toBe(true);
  expect(['portrait', 'landscape']).toContain(detail.orientation);
  if (detail.userRating) {
    expect(Number.isFinite(detail.userRating.rating)).toBe(true);
    expect(typeof detail.userRating.comment).toBe('string');
  }
}
