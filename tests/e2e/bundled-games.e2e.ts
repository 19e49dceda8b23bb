import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';
import { gameIn, gamePhase, playAFewMoves } from './support/play-game';

const e2e = setupBrowser();

/** The bundled games as public/games/index.json lists them. */
const GAMES = JSON.parse(readFileSync(new URL('../../public/games/index.json', import.meta.url), 'utf8')) as Array<{
  slug: string;
  title: string;
}>;

const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${inject('baseUrl')}/api${path}`)).json()) as { data: T }).data;

/** One catalogue title per bundled game, found through the genre lists and each title's detail. */
async function titlePerGame(): Promise<Map<string, string>> {
  const bySlug = new Map<string, string>();
  for (const genre of ['racing', 'arcade', 'shooter', 'adventure', 'logic', 'fun', 'sports', 'puzzle', 'kids', 'horror']) {
    const { games } = await api<{ games: Array<{ uniqueName: string }> }>(`/play/v3/games/genre/byname/${genre}/1/100/false`);
    for (const { uniqueName } of games) {
      if (bySlug.size === GAMES.length) return bySlug;
      const detail = await api<{ games: Array<{ playUrl?: string }> | { playUrl?: string } }>(
        `/play/game/detail/byname/${uniqueName}`,
      );
      const playUrl = (Array.isArray(detail.games) ? detail.games[0] : detail.games)?.playUrl ?? '';
      const slug = /^\/games\/([^/?]+)\//.exec(playUrl)?.[1];
      if (slug && !bySlug.has(slug)) bySlug.set(slug, uniqueName);
    }
  }
  return bySlug;
}

describe('every bundled game plays in the portal', () => {
  test(`${GAMES.length} games: start, answer keys, and Exit back to the game page`, async () => {
    const { page } = e2e;
    await loginAs(page, 'subscriber');
    const titles = await titlePerGame();
    for (const { slug } of GAMES) {
      const uniqueName = titles.get(slug);
      expect(uniqueName, `a catalogue title launches ${slug}`).toBeDefined();
      await page.goto(`/play/${uniqueName}`);
      const game = gameIn(page);
      await playAFewMoves(page, game, slug);
      expect(['playing', 'over', 'paused'], `${slug} is being played`).toContain(await gamePhase(game));
      await page.getByRole('button', { name: 'Exit game' }).click();
      await page.waitForURL((url) => url.pathname === `/game-details/${uniqueName}`);
    }
  }, 180_000);
});
