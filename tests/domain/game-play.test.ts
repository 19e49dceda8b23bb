import { describe, expect, it } from 'vitest';
import { needsRotation } from '../../src/domain/game-play';

describe('needsRotation', () => {
  it('asks to turn the screen only when the game wants the other orientation', () => {
    expect(needsRotation('landscape', true)).toBe(true);
    expect(needsRotation('portrait', false)).toBe(true);
    expect(needsRotation('portrait', true)).toBe(false);
    expect(needsRotation('landscape', false)).toBe(false);
  });
});
