import { describe, expect, it } from 'vitest';
import { renderGameArt } from '../../../src/adapters/mock-backend/art/game-art';
import { artHandlers } from '../../../src/adapters/mock-backend/handlers/art-handlers';
import { createMockDb } from '../../../src/adapters/mock-backend/db';
import { seedMockDb } from '../../../src/adapters/mock-backend/seed';
import { getResponse } from 'msw';

const snake = { uniqueName: 'jolly-snake', name: 'Jolly Snake', genre: 'fun' };

describe('generated game art', () => {
  it('escapes <, & and " in names so no markup can be injected', () => {
    const svg = renderGameArt({ uniqueName: 'evil', name: 'Cats & Dogs <script>alert("x")</script>', genre: 'kids' }, 'thumb');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"x"');
    expect(svg).toContain('Cats &amp; Dogs &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is deterministic and small', () => {
    expect(renderGameArt(snake, 'thumb')).toBe(renderGameArt(snake, 'thumb'));
    expect(renderGameArt(snake, 'banner').length).toBeLessThan(2048);
  });

  it('differs between games and between variants', () => {
    const other = renderGameArt({ uniqueName: 'haunted-manor', name: 'Haunted Manor', genre: 'horror' }, 'thumb');
    expect(other).not.toBe(renderGameArt(snake, 'thumb'));
    expect(renderGameArt(snake, 'thumb')).toContain('width="400" height="300"');
    expect(renderGameArt(snake, 'banner')).toContain('width="1200" height="500"');
  });

  it('is served for seeded games with cache headers, and 404 for unknown ones', async () => {
    const db = createMockDb();
    seedMockDb(db);
    const game = db.game.getAll()[0];
    const handlers = artHandlers(db);
    const found = await getResponse(handlers, new Request(`http://localhost${game?.bannerUrl ?? ''}`));
    expect(found?.status).toBe(200);
    expect(found?.headers.get('content-type')).toBe('image/svg+xml');
    expect(found?.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await found?.text()).toContain('width="1200"');
    const missing = await getResponse(handlers, new Request('http://localhost/mock-assets/art/no-such-game.svg'));
    expect(missing?.status).toBe(404);
  });

  it('reads the db of a context at request time, so a reset database is used', async () => {
    const ctx = { db: createMockDb() };
    const handlers = artHandlers(ctx);
    const before = await getResponse(handlers, new Request('http://localhost/mock-assets/art/rally-chase.svg'));
    expect(before?.status).toBe(404);
    const reset = createMockDb();
    seedMockDb(reset);
    ctx.db = reset;
    const known = reset.game.getAll()[0]?.uniqueName ?? '';
    const url = `http://localhost/mock-assets/art/${known}.svg`;
    expect((await getResponse(handlers, new Request(url)))?.status).toBe(200);
  });
});
