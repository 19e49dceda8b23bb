import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../src/adapters/mock-backend/mock-backend';
import { PLAY_SLUGS } from '../../../src/adapters/mock-backend/db';
import { GAME_FAMILY_NAMES } from '../../../src/adapters/mock-backend/seed/game-family-names';

const NOW = new Date('2026-11-24T10:30:00Z');

describe('the mock search, in Bangla and English', () => {
  const backend = createMockBackend({ now: () => NOW, live: { auto: false } });
  const games = backend.ctx.db.game.getAll();
  const slugOf = new Map(games.map((game) => [game.id, game.playSlug]));

  async function search(term: string): Promise<string[]> {
    const response = await backend.handle(new Request(`http://portal.test/api/play/games/search/${encodeURIComponent(term)}`));
    const body = (await response?.json()) as { data: { searchedGames: Array<{ id: string }> } };
    return body.data.searchedGames.map((game) => game.id);
  }
  const families = async (term: string) => new Set((await search(term)).map((id) => slugOf.get(id)));

  it('finds the snake games by their Bangla name "সাপ" and the romanised "shap"', async () => {
    expect(await families('সাপ')).toEqual(new Set(['snake']));
    expect(await families('shap')).toEqual(new Set(['snake']));
  });

  it('finds every game family by each of its Bangla names and romanised spellings', async () => {
    for (const slug of PLAY_SLUGS) {
      for (const term of [...GAME_FAMILY_NAMES[slug].bangla, ...GAME_FAMILY_NAMES[slug].romanised]) {
        expect(await families(term), `"${term}"`).toContain(slug);
      }
    }
  });

  it('finds "ludu" and "kriket" as players spell them', async () => {
    expect(await families('ludu')).toContain('ludo');
    expect(await families('kriket')).toContain('cricket');
  });

  it('forgives a typo of one letter in a four-letter word and two in a longer one (two swapped letters)', async () => {
    expect(await families('ludp')).toContain('ludo');
    expect(await families('snaek')).toContain('snake');
    expect(await families('crikcet')).toContain('cricket');
    expect(await families('minesweper')).toContain('mines');
  });

  it('lists the games whose name contains the term before the ones found by spelling', async () => {
    const found = await search('snake');
    const named = games.filter((game) => game.name.toLowerCase().includes('snake')).map((game) => game.id);
    expect(found.slice(0, named.length).sort()).toEqual(named.sort());
  });

  it('does not turn a short word into a different game by guessing', async () => {
    expect(await families('sap')).toEqual(new Set(['snake']));
  });
});
