import { describe, expect, it } from 'vitest';
import { needsRotation, playPath } from '../../src/domain/game-play';

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
