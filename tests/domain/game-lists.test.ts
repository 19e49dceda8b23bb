import { describe, expect, it } from 'vitest';
import { GAME_LISTS, GAME_LIST_IDS, gameListAt } from '../../src/domain/game-lists';

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
    expect(gameListAt('/latest-games')).toMatchObject({ id: 'latestGames' });
    expect(gameListAt('/gamers-choice')).toMatchObject({ id: 'gamersChoice', pageSize: 100 });
    expect(gameListAt('/home')).toBeNull();
  });
});
