import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';
import { PLAY_SLUGS, type PlaySlug } from '../../../src/adapters/mock-backend/db';
import { GAME_VARIANTS } from '../../../src/adapters/mock-backend/seed/game-variants';
import { GAME_THEMES } from '../../../src/adapters/mock-backend/seed/game-titles';
import { TOURNAMENT_ID } from '../../../src/adapters/mock-backend/seed/tournaments';

/** The bundled games as public/games/index.json lists them. */
const BUNDLED = JSON.parse(readFileSync(new URL('../../../public/games/index.json', import.meta.url), 'utf8')) as Array<{
  slug: string;
  title: string;
  modes?: string[];
}>;

/** The word a title must carry for each game: its index.json title, or that title's key word. */
const KEY_WORDS: Record<string, string> = {
  'Memory Match': 'Memory',
  'Penalty Kick': 'Penalty',
  'Space Shooter': 'Shooter',
  'Word Guess': 'Word',
};
const keyWordOf = (slug: string): string => {
  const title = BUNDLED.find((game) => game.slug === slug)?.title ?? `(no game ${slug})`;
  return KEY_WORDS[title] ?? title;
};

const NOW = new Date('2026-11-24T10:30:00Z');
const DAY_MS = 86_400_000;

describe('the demo catalogue', () => {
  const backend = createMockBackend({ now: () => NOW, live: { auto: false } });
  const { db } = backend.ctx;
  const games = db.game.getAll();
  const variantsOf = (slug: string) => GAME_VARIANTS[slug as PlaySlug];
  const variantOf = (playUrl: string) => new URL(playUrl, 'http://portal.test').searchParams;

  it('ships every game a title launches in public/games, with the modes the seed plays', () => {
    expect(BUNDLED.map((game) => game.slug).sort()).toEqual([...PLAY_SLUGS].sort());
    for (const game of BUNDLED) {
      // Games whose modes are listed in index.json list exactly the modes the seed describes.
      if (game.modes) expect([...game.modes].sort(), game.slug).toEqual(Object.keys(variantsOf(game.slug).modes).sort());
    }
  });

  it('names in every title the game it launches, and no other game', () => {
    expect(games).toHaveLength(170);
    for (const game of games) {
      const own = keyWordOf(game.playSlug).toLowerCase();
      expect(game.name.toLowerCase(), game.name).toContain(own);
      expect(game.description.toLowerCase(), game.name).toContain(own);
      for (const slug of PLAY_SLUGS) {
        if (slug !== game.playSlug) expect(game.name.toLowerCase(), game.name).not.toContain(keyWordOf(slug).toLowerCase());
      }
    }
  });

  it('launches every title as a variant its game knows: mode, speed and theme in the address', () => {
    for (const game of games) {
      const url = new URL(game.playUrl, 'http://portal.test');
      expect(url.pathname).toBe(`/games/${game.playSlug}/`);
      const query = variantOf(game.playUrl);
      expect(Object.keys(variantsOf(game.playSlug).modes), game.name).toContain(query.get('mode'));
      expect(['1', '2', '3'], game.name).toContain(query.get('speed'));
      expect(GAME_THEMES, game.name).toContain(query.get('theme'));
      // The description says the variant in words: the mode's sentence is in it.
      expect(game.description, game.name).toContain(variantsOf(game.playSlug).modes[query.get('mode') ?? '']);
    }
  });

  it('launches each of the fifteen games from at least six titles, over all of its modes', () => {
    for (const slug of PLAY_SLUGS) {
      const titles = games.filter((game) => game.playSlug === slug);
      expect(titles.length, slug).toBeGreaterThanOrEqual(6);
      const modes = new Set(titles.map((game) => variantOf(game.playUrl).get('mode')));
      expect(modes, slug).toEqual(new Set(Object.keys(GAME_VARIANTS[slug].modes)));
    }
  });

  it("finds a game's titles when a player searches for the game's name", async () => {
    for (const slug of PLAY_SLUGS) {
      const term = keyWordOf(slug).toLowerCase();
      const response = await backend.handle(new Request(`http://portal.test/api/play/games/search/${term}`));
      const body = (await response?.json()) as { data: { searchedGames: Array<{ id: string }> } };
      const found = new Set(body.data.searchedGames.map((game) => game.id));
      const titles = games.filter((game) => game.playSlug === slug);
      for (const title of titles) expect(found.has(title.id), `"${term}" finds ${title.name}`).toBe(true);
    }
  });

  it('dates the demo relative to today: the featured tournament is running, cups are upcoming', () => {
    const tournament = db.tournament.findFirst({ where: { id: { equals: TOURNAMENT_ID } } });
    expect(tournament?.isOpen).toBe(true);
    expect(Date.parse(tournament?.startsAt ?? '')).toBeLessThan(NOW.getTime());
    expect(Date.parse(tournament?.endsAt ?? '')).toBeGreaterThan(NOW.getTime());
    const upcoming = db.esportsCup.findMany({ where: { status: { equals: 2 } } });
    expect(upcoming.length).toBeGreaterThan(0);
    for (const cup of upcoming) expect(Date.parse(cup.startsAt), cup.name).toBeGreaterThan(NOW.getTime());
  });

  it('has its newest games added within the last 30 days, and none in the future', () => {
    const added = games.map((game) => Date.parse(game.createdAt)).sort((a, b) => b - a);
    expect(added[0]).toBeLessThanOrEqual(NOW.getTime());
    for (const at of added.slice(0, 10)) expect(NOW.getTime() - at).toBeLessThan(30 * DAY_MS);
  });

  it('gives the same catalogue on the same day and moves the dates with the day', () => {
    const later = createMockBackend({ now: () => new Date('2026-11-24T23:59:00Z'), live: { auto: false } }).ctx.db;
    expect(later.game.getAll()).toEqual(games);
    const nextMonth = createMockBackend({ now: () => new Date('2026-12-24T08:00:00Z'), live: { auto: false } }).ctx.db;
    const first = nextMonth.game.getAll()[0];
    expect(first?.name).toBe(games[0]?.name);
    expect(Date.parse(first?.createdAt ?? '') - Date.parse(games[0]?.createdAt ?? '')).toBe(30 * DAY_MS);
  });
});
