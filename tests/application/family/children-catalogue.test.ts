import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

const games = [
  { uniqueName: 'ludo-kids', genre: 'kids', isPremium: false },
  { uniqueName: 'zombie-run', genre: 'horror', isPremium: false },
  { uniqueName: 'block-puzzle-gold', genre: 'puzzle', isPremium: true },
  { uniqueName: 'snake-classic', genre: 'arcade', isPremium: false },
];

describe("the children's catalogue", () => {
  it('shows every game and the tournaments with family mode off', () => {
    const { catalogue } = familySetup();
    expect(catalogue.filter(games)).toEqual(games);
    expect(catalogue.hidesTournaments()).toBe(false);
  });

  it("keeps to the kids' and puzzle games and the ones the parent named, hiding premium and tournaments", async () => {
    const { turnOn, catalogue } = familySetup();
    await turnOn.execute('4821', { ...LIMITS, allowedGames: ['snake-classic'] });
    expect(catalogue.filter(games).map((g) => g.uniqueName)).toEqual(['ludo-kids', 'snake-classic']);
    expect(catalogue.allows(games[1]!)).toBe(false);
    expect(catalogue.allows(games[2]!)).toBe(false);
    expect(catalogue.hidesTournaments()).toBe(true);
  });
});
