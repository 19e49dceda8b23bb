import { THEMES } from '../../../src/games/themes';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { THEME_COLOURS } from '../../../src/adapters/mock-backend/art/art-kit';
import { renderGameArt, type ArtSubject } from '../../../src/adapters/mock-backend/art/game-art';
import { GAME_THEMES } from '../../../src/adapters/mock-backend/seed/game-titles';
import { artHandlers } from '../../../src/adapters/mock-backend/handlers/art-handlers';
import { createMockDb } from '../../../src/adapters/mock-backend/db';
import { seedMockDb } from '../../../src/adapters/mock-backend/seed';

const snake: ArtSubject = {
  uniqueName: 'jolly-snake',
  name: 'Jolly Snake',
  genre: 'arcade',
  playUrl: '/games/snake/?mode=maze&speed=2&theme=neon',
};
/** Each artwork stays small enough for a cheap phone on a slow network. */
const MAX_BYTES = 4096;

/** The SVG without the name (visible text and label) and without its per-title id prefix. */
function withoutName(svg: string): string {
  const id = /id="(a[0-9a-z]+)b"/.exec(svg)?.[1] ?? '(none)';
  return svg
    .replace(/<text class="name".*?<\/text>/, '')
    .replace(/aria-label="[^"]*"/, '')
    .replaceAll(id, 'ID');
}

describe('generated game art', () => {
  const db = createMockDb();
  seedMockDb(db, new Date('2026-11-24T10:30:00Z'));
  const games = db.game.getAll();

  it('escapes <, & and " in names so no markup can be injected', () => {
    const svg = renderGameArt({ ...snake, name: 'Cats & Dogs <script>alert("x")</script>' }, 'thumb');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"x"');
    expect(svg).toContain('Cats &amp; Dogs &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes every seeded name once, escaped, in art under 4 KB for thumb and banner', () => {
    for (const game of games) {
      for (const variant of ['thumb', 'banner'] as const) {
        const svg = renderGameArt(game, variant);
        expect(svg.length, `${game.uniqueName} ${variant}`).toBeLessThan(MAX_BYTES);
        expect(svg.match(/<text class="name"/g), game.name).toHaveLength(1);
        if (/[&<>"']/.test(game.name)) expect(svg, game.name).not.toContain(game.name);
        expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      }
    }
  });

  it('draws every title differently, not just its name', () => {
    const scenes = new Set(games.map((game) => withoutName(renderGameArt(game, 'thumb'))));
    expect(scenes.size).toBe(games.length);
  });

  it("draws the title's own game in its theme's colours", () => {
    const as = (playUrl: string) => withoutName(renderGameArt({ ...snake, playUrl }, 'thumb'));
    expect(as('/games/2048/?mode=classic&theme=neon')).not.toBe(as('/games/snake/?mode=classic&theme=neon'));
    expect(as('/games/snake/?mode=classic&theme=lava')).not.toBe(as('/games/snake/?mode=classic&theme=neon'));
    // neon's accent (THEMES in src/games/themes.ts) colours the neon snake.
    expect(as('/games/snake/?mode=maze&theme=neon')).toContain('#ff2bd6');
    expect(renderGameArt(snake, 'thumb')).toContain('width="400" height="300"');
    expect(renderGameArt(snake, 'banner')).toContain('width="1200" height="500"');
    expect(renderGameArt(snake, 'thumb')).toBe(renderGameArt(snake, 'thumb'));
  });

  it('uses the colours the games use for every theme (THEMES in src/games/themes.ts)', () => {
    expect(Object.keys(THEME_COLOURS)).toEqual([...GAME_THEMES]);
    expect(THEME_COLOURS).toEqual(THEMES);
  });

  it('is served for seeded games, cups and tournaments with cache headers, and 404 for unknown ones', async () => {
    const handlers = artHandlers(db);
    const urls = [games[0]?.bannerUrl, db.esportsCup.getAll()[0]?.imageUrl, db.tournament.getAll()[0]?.bannerUrl];
    for (const url of urls) {
      const found = await getResponse(handlers, new Request(`http://localhost${url ?? ''}`));
      expect(found?.status, url).toBe(200);
      expect(found?.headers.get('content-type')).toBe('image/svg+xml');
      expect(found?.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await found?.text()).toContain('width="1200"');
    }
    const missing = await getResponse(handlers, new Request('http://localhost/mock-assets/art/no-such-game.svg'));
    expect(missing?.status).toBe(404);
  });

  it('reads the db of a context at request time, so a reset database is used', async () => {
    const ctx = { db: createMockDb() };
    const handlers = artHandlers(ctx);
    const url = `http://localhost/mock-assets/art/${games[0]?.uniqueName ?? ''}.svg`;
    expect((await getResponse(handlers, new Request(url)))?.status).toBe(404);
    ctx.db = db;
    expect((await getResponse(handlers, new Request(url)))?.status).toBe(200);
  });
});
