import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledGameFiles } from '../../../scripts/bundled-game-files';
import { FetchBundledGames, parseBundledGames } from '../../../src/adapters/offline/fetch-bundled-games';
import { ServiceError } from '../../../src/application/errors';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

describe('the bundled games’ files, listed at build time', () => {
  const games = bundledGameFiles(PUBLIC_DIR);

  it('lists every game of index.json with its own address, its files and the shared ones', () => {
    expect(Object.keys(games)).toContain('snake');
    const snake = games.snake!;
    expect(snake.files[0]).toBe('/games/snake/');
    expect(snake.files).toEqual(
      expect.arrayContaining([
        '/games/snake/index.html',
        '/games/snake/game.js',
        '/games/shared/kit.js',
        '/games/shared/portal-bridge.js',
      ]),
    );
  });

  it('counts each file once (the game’s address and its index.html are one file)', () => {
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
