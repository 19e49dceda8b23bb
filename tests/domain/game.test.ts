import { describe, expect, it } from 'vitest';
import { gameDetailsPath, sortRatingsDescending, type GameRating } from '../../src/domain/game';
import { genreTitle } from '../../src/domain/genre-rows';
import { routeTo } from '../../src/domain/route-paths';

const review = (id: string, rating: number): GameRating => ({ id, userName: id, rating, comment: '', createdAt: '' });

describe('game helpers', () => {
  it('sorts reviews by rating descending, keeping the order of equal ratings', () => {
    const sorted = sortRatingsDescending([review('a', 3), review('b', 5), review('c', 3), review('d', 4)]);
    expect(sorted.map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('builds game and genre paths with encoded names', () => {
    expect(gameDetailsPath({ uniqueName: 'neon-drift' })).toBe('/game-details/neon-drift');
    expect(routeTo.genre('a b')).toBe('/genres/a%20b');
  });

  it('titles a genre from its uniqueName', () => {
    expect(genreTitle('tower-defense')).toBe('Tower Defense');
    expect(genreTitle('racing')).toBe('Racing');
  });
});
