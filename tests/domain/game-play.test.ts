import { describe, expect, it } from 'vitest';
import { needsRotation, parseGameBridgeMessage, playPath } from '../../src/domain/game-play';

describe('parseGameBridgeMessage', () => {
  it('reads the score and game-over messages of the portal games', () => {
    expect(parseGameBridgeMessage({ source: 'portal-game', type: 'score', game: 'snake', score: 12 })).toEqual({
      type: 'score',
      game: 'snake',
      score: 12,
    });
    expect(parseGameBridgeMessage({ source: 'portal-game', type: 'game-over', game: '2048', score: 2048 })).toEqual({
      type: 'game-over',
      game: '2048',
      score: 2048,
    });
  });

  it.each([
    ['another source', { source: 'devtools', type: 'score', game: 'snake', score: 1 }],
    ['an unknown type', { source: 'portal-game', type: 'cheat', game: 'snake', score: 1 }],
    ['a score that is not a number', { source: 'portal-game', type: 'score', game: 'snake', score: '99' }],
    ['an infinite score', { source: 'portal-game', type: 'score', game: 'snake', score: Infinity }],
    ['a string', 'portal-game'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(parseGameBridgeMessage(data)).toBeNull();
  });
});

describe('needsRotation', () => {
  it('asks to turn the screen only when the game wants the other orientation', () => {
    expect(needsRotation('landscape', true)).toBe(true);
    expect(needsRotation('portrait', false)).toBe(true);
    expect(needsRotation('portrait', true)).toBe(false);
    expect(needsRotation('landscape', false)).toBe(false);
  });
});

describe('playPath', () => {
  it("is /play/ and the game's name, escaped", () => {
    expect(playPath({ uniqueName: 'neon-drift' })).toBe('/play/neon-drift');
    expect(playPath({ uniqueName: 'a b/c' })).toBe('/play/a%20b%2Fc');
  });
});
