import { describe, expect, it } from 'vitest';
import { GAME_EVENTS, parseGameMessage, parseProgressMessage } from '../../src/games/protocol';
import { ACHIEVEMENT_EVENTS } from '../../src/domain/achievements';

describe('the messages between a game and the portal', () => {
  it('reads a game’s score, end of round, progress request and saved state', () => {
    expect(parseGameMessage({ source: 'portal-game', type: 'score', game: 'snake', score: 12 })).toEqual({
      source: 'portal-game',
      type: 'score',
      game: 'snake',
      score: 12,
    });
    expect(
      parseGameMessage({ source: 'portal-game', type: 'game-over', game: '2048', score: 2048, key: '2048-mini' }),
    ).toMatchObject({
      type: 'game-over',
      score: 2048,
      key: '2048-mini',
    });
    expect(parseGameMessage({ source: 'portal-game', type: 'progress-request', game: '2048', key: '2048' })).toMatchObject({
      type: 'progress-request',
      key: '2048',
    });
    expect(
      parseGameMessage({ source: 'portal-game', type: 'save', game: '2048', key: '2048', score: 8, state: { a: 1 } }),
    ).toMatchObject({
      type: 'save',
      state: { a: 1 },
    });
  });

  it('reads the moment a game sends for an achievement, and the seed a round’s end carries', () => {
    expect(parseGameMessage({ source: 'portal-game', type: 'achievement', game: 'mines', event: 'win', key: 'mines' })).toEqual({
      source: 'portal-game',
      type: 'achievement',
      game: 'mines',
      event: 'win',
      key: 'mines',
    });
    expect(
      parseGameMessage({ source: 'portal-game', type: 'game-over', game: 'snake', score: 3, seed: 4294967295 }),
    ).toMatchObject({
      seed: 4294967295,
    });
    expect(parseGameMessage({ source: 'portal-game', type: 'game-over', game: 'snake', score: 3, seed: -1 })).not.toHaveProperty(
      'seed',
    );
    expect(parseGameMessage({ source: 'portal-game', type: 'game-over', game: 'snake', score: 3, seed: 1.5 })).not.toHaveProperty(
      'seed',
    );
    // Every moment a game can send is one the portal's achievements name.
    expect([...GAME_EVENTS].sort()).toEqual([...ACHIEVEMENT_EVENTS].sort());
  });

  it('ignores fields it does not need: an extra field never rejects a message', () => {
    expect(parseGameMessage({ source: 'portal-game', type: 'score', game: 'snake', score: 3, extra: 'x' })).toMatchObject({
      score: 3,
    });
    expect(parseGameMessage({ source: 'portal-game', type: 'game-over', game: 'snake', score: 3, key: 7 })).not.toHaveProperty(
      'key',
    );
  });

  it.each([
    ['another source', { source: 'devtools', type: 'score', game: 'snake', score: 1 }],
    ['an unknown type', { source: 'portal-game', type: 'cheat', game: 'snake', score: 1 }],
    ['a score that is not a number', { source: 'portal-game', type: 'score', game: 'snake', score: '99' }],
    ['an infinite score', { source: 'portal-game', type: 'score', game: 'snake', score: Infinity }],
    ['a negative score', { source: 'portal-game', type: 'game-over', game: 'snake', score: -5 }],
    ['a save without a state', { source: 'portal-game', type: 'save', game: 'snake', key: 'snake', score: 1 }],
    ['a progress request without a key', { source: 'portal-game', type: 'progress-request', game: 'snake' }],
    ['an achievement the portal does not name', { source: 'portal-game', type: 'achievement', game: 'snake', event: 'cheat' }],
    ['no game', { source: 'portal-game', type: 'score', score: 1 }],
    ['a string', 'portal-game'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(parseGameMessage(data)).toBeNull();
  });

  it('reads the portal’s progress answer leniently, and nothing else', () => {
    expect(parseProgressMessage({ source: 'portal', type: 'progress', key: '2048', best: 'x' })).toEqual({
      source: 'portal',
      type: 'progress',
      key: '2048',
      best: 0,
      state: null,
    });
    expect(parseProgressMessage({ source: 'portal-game', type: 'progress', key: '2048', best: 1 })).toBeNull();
    expect(parseProgressMessage({ source: 'portal', type: 'progress', best: 1 })).toBeNull();
  });
});
