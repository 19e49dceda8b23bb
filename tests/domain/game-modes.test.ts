import { describe, expect, it } from 'vitest';
import { modeOfKey } from '../../src/domain/game-modes';

const SNAKE = { slug: 'snake', modes: ['classic', 'wrap', 'maze'] };

describe('the mode a progress key names', () => {
  it('is the game’s first mode for the bare slug, and the named mode after it', () => {
    expect(modeOfKey(SNAKE, 'snake')).toBe('classic');
    expect(modeOfKey(SNAKE, 'snake-maze')).toBe('maze');
  });

  it('is the first mode for a missing key or one naming no mode of the game', () => {
    expect(modeOfKey(SNAKE, undefined)).toBe('classic');
    expect(modeOfKey(SNAKE, 'snake-flying')).toBe('classic');
    expect(modeOfKey(SNAKE, 'mines-wide')).toBe('classic');
  });

  it('is none for a game without modes', () => {
    expect(modeOfKey({ slug: 'x', modes: [] }, 'x')).toBeNull();
  });
});
