import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedForChildren, childrenCatalogue, parseAllowedGames } from '../../src/domain/family-catalogue';

const game = (uniqueName: string, genre: string, isPremium = false) => ({ uniqueName, genre, isPremium });

describe("the children's catalogue", () => {
  it("keeps the kids' and puzzle games and the games the parent named, in the list's order", () => {
    const games = [
      game('ludo-kids', 'kids'),
      game('zombie-run', 'horror'),
      game('block-puzzle', 'puzzle'),
      game('snake-classic', 'arcade'),
    ];
    expect(childrenCatalogue(games, { allowedGames: ['snake-classic'] }).map((g) => g.uniqueName)).toEqual([
      'ludo-kids',
      'block-puzzle',
      'snake-classic',
    ]);
  });

  it('hides premium games, even one the parent named', () => {
    expect(allowedForChildren(game('ludo-gold', 'kids', true), { allowedGames: [] })).toBe(false);
    expect(allowedForChildren(game('racer-pro', 'racing', true), { allowedGames: ['racer-pro'] })).toBe(false);
  });

  it("property: a game a child sees is never premium and is of a children's genre or named by the parent", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            uniqueName: fc.constantFrom('a', 'b', 'c', 'd'),
            genre: fc.constantFrom('kids', 'puzzle', 'racing', 'horror', ''),
            isPremium: fc.boolean(),
          }),
        ),
        fc.subarray(['a', 'b', 'c', 'd']),
        (games, allowedGames) => {
          for (const seen of childrenCatalogue(games, { allowedGames })) {
            expect(seen.isPremium).toBe(false);
            expect(['kids', 'puzzle'].includes(seen.genre) || allowedGames.includes(seen.uniqueName)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the games a parent allows by name', () => {
  it("reads names and game addresses, separated by commas or lines, as the games' address names, each once", () => {
    expect(
      parseAllowedGames(
        "Rally Chase, /game-details/ocean-ludo\nhttps://play.example/play/Bubble-Snake?seed=4\n Pirate's Cove ,, rally chase",
      ),
    ).toEqual(['rally-chase', 'ocean-ludo', 'bubble-snake', 'pirates-cove']);
    expect(parseAllowedGames('  ')).toEqual([]);
  });

  it('property: reading what was read gives the same games', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = parseAllowedGames(text);
        expect(parseAllowedGames(once.join(', '))).toEqual(once);
        for (const name of once) expect(name).toMatch(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u);
      }),
    );
  });
});
