import { http, HttpResponse } from 'msw';
import { renderGameArt, type ArtSubject } from '../art/game-art';
import type { MockDb } from '../db';

/**
 * The db itself, or a holder whose `db` is read at request time. The mock backend passes its
 * context, whose db is swapped on reset, so the handler must not capture a db once.
 */
export type ArtDbSource = MockDb | { readonly db: MockDb };

const dbOf = (source: ArtDbSource): MockDb => ('db' in source ? source.db : source);

/**
 * What an artwork key names: a game (by uniqueName), else an esports cup or a tournament
 * (by id), so every image URL the seed writes resolves. Null for unknown keys.
 */
function resolveSubject(db: MockDb, key: string): ArtSubject | null {
  const game = db.game.findFirst({ where: { uniqueName: { equals: key } } });
  if (game) return game;
  const cup = db.esportsCup.findFirst({ where: { id: { equals: key } } });
  // Esports cups are played elsewhere, so their art is a cup rather than a bundled game.
  if (cup) return { uniqueName: cup.id, name: cup.name, genre: 'esports' };
  const tournament = db.tournament.findFirst({ where: { id: { equals: key } } });
  if (tournament) {
    const played = db.game.findFirst({ where: { uniqueName: { equals: tournament.gameUniqueName } } });
    // A tournament shows the game it is played on, in that title's theme.
    return { uniqueName: tournament.id, name: tournament.name, genre: 'tournament', playUrl: played?.playUrl ?? '' };
  }
  return null;
}

/** GET /mock-assets/art/<key>.svg[?variant=banner]: generated artwork, cacheable for a day. */
export function artHandlers(source: ArtDbSource) {
  return [
    http.get('*/mock-assets/art/:file', ({ params, request }) => {
      const file = String(params.file ?? '');
      const subject = file.endsWith('.svg') ? resolveSubject(dbOf(source), file.slice(0, -4)) : null;
      if (!subject) return new HttpResponse(null, { status: 404 });
      const variant = new URL(request.url).searchParams.get('variant') === 'banner' ? 'banner' : 'thumb';
      return new HttpResponse(renderGameArt(subject, variant), {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        },
      });
    }),
  ];
}
