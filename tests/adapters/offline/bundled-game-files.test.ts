import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledGameFiles, singleFileGames } from '../../../scripts/bundled-game-files';
import { gameContentSecurityPolicy, scriptHashesOf } from '../../../src/composition/server/game-security-headers';
import { FetchBundledGames, parseBundledGames } from '../../../src/adapters/offline/fetch-bundled-games';
import { ServiceError } from '../../../src/application/errors';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

describe('the bundled games’ files, listed at build time', async () => {
  const pages = await singleFileGames(PUBLIC_DIR);
  const games = bundledGameFiles(pages);

  it('makes each game one page at its own address, which is all a saved game needs', () => {
    expect(Object.keys(games)).toContain('snake');
    expect(games.snake!.files).toEqual(['/games/snake/']);
    expect(games.snake!.bytes).toBe(Buffer.byteLength(pages.get('snake')!, 'utf8'));
  });

  it('inlines every script and stylesheet, so the page asks the network for nothing', () => {
    for (const [slug, html] of pages) {
      expect(html, slug).not.toMatch(/<script[^>]*\ssrc=|<link rel="stylesheet"|url\((?!\s*['"]?data:)/);
      // The game's code with the engine and its portal bridge, however many scripts it takes.
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
      expect(scripts.length, slug).toBeGreaterThanOrEqual(1);
      expect(
        scripts.some((body) => body.includes('portal-game')),
        slug,
      ).toBe(true);
      // They ran deferred, once the page was parsed: inline, they close the body.
      expect(html.indexOf('<script>'), slug).toBeGreaterThan(html.lastIndexOf('</main>'));
    }
  });

  it('allows exactly the page’s own scripts, sandboxed, with no network', () => {
    const snake = pages.get('snake')!;
    const policy = gameContentSecurityPolicy(scriptHashesOf(snake));
    expect(policy).toMatch(/^sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'sha256-/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toMatch(/unsafe/);
    expect(policy.match(/'sha256-/g)).toHaveLength(scriptHashesOf(snake).length);
  });

  it('keeps every game’s page under 60 KB gzip: one tap on metered data', () => {
    for (const [slug, html] of pages) expect(gzipSync(html, { level: 9 }).length, slug).toBeLessThanOrEqual(60 * 1024);
  });

  it('counts the page’s bytes', () => {
    for (const game of Object.values(games)) {
      expect(game.bytes).toBeGreaterThan(10_000);
      expect(game.bytes).toBeLessThan(200_000);
    }
  });

  it('reads back as the portal parses it, and the portal drops anything outside /games/', () => {
    expect(parseBundledGames(JSON.parse(JSON.stringify(games)))).toEqual(games);
    const tampered = {
      snake: { bytes: 1, files: ['https://elsewhere.example/x.js'] },
      quiz: { bytes: -1, files: ['/games/quiz/'] },
    };
    expect(parseBundledGames(tampered)).toEqual({});
    expect(parseBundledGames('junk')).toEqual({});
  });

  it('says "network" when the file cannot be fetched, so the sizes are tried again later', async () => {
    const offline = new FetchBundledGames(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.load()).rejects.toBeInstanceOf(ServiceError);
    const missing = new FetchBundledGames(async () => new Response('', { status: 404 }));
    await expect(missing.load()).rejects.toMatchObject({ reason: 'server' });
  });
});
