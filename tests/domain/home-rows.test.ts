import { describe, expect, it } from 'vitest';
import { gameListAt } from '../../src/domain/game-lists';
import { FIXED_HOME_ROW_IDS, HOME_ROWS, homeRow, selectedGenreRow } from '../../src/domain/home-rows';

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

  it('hides only favourites from guests, and shows them the games played on the device as Continue playing', () => {
    expect(FIXED_HOME_ROW_IDS.filter((id) => HOME_ROWS[id].requiresLogin)).toEqual(['favorites']);
    expect(FIXED_HOME_ROW_IDS.filter((id) => HOME_ROWS[id].guestsFromDevice)).toEqual(['recently-played']);
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
      source: { kind: 'genre', genre: 'racing', selected: true },
    });
  });

  it('shows the premium and free games of spec §1 as rows leading to their full pages', () => {
    expect(HOME_ROWS['premium-games']).toMatchObject({
      source: { kind: 'list', list: 'premiumGames' },
      seeAllPath: '/premium-games',
      requiresLogin: false,
    });
    expect(HOME_ROWS['free-games']).toMatchObject({
      source: { kind: 'list', list: 'freeGames' },
      seeAllPath: '/free-games',
      size: 10,
    });
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
