import { describe, expect, it } from 'vitest';
import { gameDetailsPath, sortRatingsDescending, type GameRating } from '../../src/domain/game';
import { GAME_LISTS, GAME_LIST_IDS, gameListAt, isGameListId } from '../../src/domain/game-lists';
import { FIXED_HOME_ROW_IDS, HOME_ROWS, homeRow, selectedGenreRow } from '../../src/domain/home-rows';
import { PRESET_GENRE_ROWS, arrangeGenres, genrePath, genreTitle, selectedGenreRowSize } from '../../src/domain/genre-rows';

const review = (id: string, rating: number): GameRating => ({ id, userName: id, rating, comment: '', createdAt: '' });

describe('game helpers', () => {
  it('sorts reviews by rating descending, keeping the order of equal ratings', () => {
    const sorted = sortRatingsDescending([review('a', 3), review('b', 5), review('c', 3), review('d', 4)]);
    expect(sorted.map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('builds game and genre paths with encoded names', () => {
    expect(gameDetailsPath({ uniqueName: 'neon-drift' })).toBe('/game-details/neon-drift');
    expect(genrePath('a b')).toBe('/genres/a%20b');
  });

  it('titles a genre from its uniqueName', () => {
    expect(genreTitle('tower-defense')).toBe('Tower Defense');
    expect(genreTitle('racing')).toBe('Racing');
  });
});

describe('home row catalogue (spec §9)', () => {
  it('uses the home page sizes of spec §9', () => {
    expect(HOME_ROWS.spotlight.size).toBe(15);
    expect(HOME_ROWS['quick-play'].size).toBe(20);
    expect(HOME_ROWS['gamers-choice'].size).toBe(10);
    expect(HOME_ROWS['recently-played'].size).toBe(10);
    expect(HOME_ROWS.suggested.size).toBe(10);
    expect(HOME_ROWS.trending.size).toBe(60);
  });

  it('shuffles exactly gamers choice, quick play, spotlight, suggested and weekly top among the fixed rows', () => {
    const shuffled = FIXED_HOME_ROW_IDS.filter((id) => HOME_ROWS[id].shuffled);
    expect(shuffled.sort()).toEqual(['gamers-choice', 'quick-play', 'spotlight', 'suggested', 'weekly-top']);
  });

  it('hides only recently played and favourites from guests', () => {
    expect(FIXED_HOME_ROW_IDS.filter((id) => HOME_ROWS[id].requiresLogin).sort()).toEqual(['favorites', 'recently-played']);
  });

  it('shows kids and horror as fixed genre rows that are not shuffled', () => {
    expect(HOME_ROWS.kids.source).toEqual({ kind: 'genre', genre: 'kids', selected: false });
    expect(HOME_ROWS.horror.shuffled).toBe(false);
    expect(HOME_ROWS.horror.seeAllPath).toBe('/genres/horror');
  });

  it('resolves selected-genre rows with their sizes, shuffled', () => {
    expect(homeRow('genre:racing')).toEqual(selectedGenreRow('racing'));
    expect(homeRow('genre:racing')).toMatchObject({
      size: 4,
      shuffled: true,
      title: 'Racing',
      source: { kind: 'genre', genre: 'racing', selected: true },
    });
  });

  it('shows the premium and free games of spec §1 as rows leading to their full pages', () => {
    expect(HOME_ROWS['premium-games']).toMatchObject({
      title: 'Premium games',
      seeAllPath: '/premium-games',
      requiresLogin: false,
    });
    expect(HOME_ROWS['free-games']).toMatchObject({ title: 'Free games', seeAllPath: '/free-games', size: 10 });
  });

  it('leads from the top ten row to /most-popular, the page of the same list', () => {
    expect(HOME_ROWS['top-ten'].seeAllPath).toBe('/most-popular');
    expect(gameListAt('/most-popular')?.id).toBe('topten');
  });

  it('knows nothing of unknown ids, including inherited property names', () => {
    expect(homeRow('nope')).toBeNull();
    expect(homeRow('constructor')).toBeNull();
    expect(homeRow('genre:')).toBeNull();
  });
});

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

describe('game lists', () => {
  it('pages exactly the lists of spec §4 (plus free games)', () => {
    expect(GAME_LIST_IDS.filter((id) => GAME_LISTS[id].paged).sort()).toEqual([
      'bookmarkedGames',
      'freeGames',
      'latestGames',
      'quickplay',
      'spotlight',
    ]);
  });

  it('uses the full-list sizes of spec §9', () => {
    expect(GAME_LISTS.gamersChoice.pageSize).toBe(100);
    expect(GAME_LISTS.recentlyPlayed.pageSize).toBe(30);
    expect(GAME_LISTS.trendingGames.pageSize).toBe(60);
  });

  it('finds a list by the path of its full page, and nothing for other paths', () => {
    expect(gameListAt('/latest-games')).toMatchObject({ id: 'latestGames', title: 'Latest games' });
    expect(gameListAt('/gamers-choice')).toMatchObject({ id: 'gamersChoice', title: "Gamers' choice", pageSize: 100 });
    expect(gameListAt('/home')).toBeNull();
  });

  it('recognises list ids', () => {
    expect(isGameListId('spotlight')).toBe(true);
    expect(isGameListId('toString')).toBe(false);
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
