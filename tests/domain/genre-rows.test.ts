import { describe, expect, it } from 'vitest';
import { PRESET_GENRE_ROWS, arrangeGenres, genreTitle, selectedGenreRowSize } from '../../src/domain/genre-rows';

describe('selected-genre row sizes (spec §9)', () => {
  it('is racing 4, arcade 3, shooter 5, adventure 4, logic 10, fun 5, other genres 10', () => {
    expect(PRESET_GENRE_ROWS.map((genre) => [genre, selectedGenreRowSize(genre)])).toEqual([
      ['racing', 4],
      ['arcade', 3],
      ['shooter', 5],
      ['adventure', 4],
      ['logic', 10],
      ['fun', 5],
      ['sports', 10],
      ['puzzle', 10],
    ]);
    expect(selectedGenreRowSize('kids')).toBe(10);
  });
});

describe('the genres page arrangement', () => {
  const genre = (uniqueName: string) => ({ uniqueName, name: genreTitle(uniqueName) });
  const all = ['racing', 'arcade', 'shooter', 'logic'].map(genre);
  const popular = ['arcade', 'logic', 'racing', 'shooter'].map(genre);

  it('puts the most popular genres first and every other genre once after them', () => {
    const { featured, others } = arrangeGenres(all, popular, 2);
    expect(featured.map((g) => g.uniqueName)).toEqual(['arcade', 'logic']);
    expect(others.map((g) => g.uniqueName)).toEqual(['racing', 'shooter']);
  });

  it('shows every genre when the popular list is missing, and the popular ones when the full list is', () => {
    expect(arrangeGenres(all, [], 2)).toEqual({ featured: [], others: all });
    expect(arrangeGenres([], popular, 2).others.map((g) => g.uniqueName)).toEqual(['racing', 'shooter']);
  });
});
