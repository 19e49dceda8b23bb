import { describe, expect, it } from 'vitest';
import { mix, rgb } from '../../../src/games/engine/colour';

describe('colour', () => {
  it('reads a #rrggbb colour', () => {
    expect(rgb('#7c5cff')).toEqual([124, 92, 255]);
  });

  it('mixes two colours: 0 is the first, 1 the second, between is between', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('rgb(0,0,0)');
    expect(mix('#000000', '#ffffff', 1)).toBe('rgb(255,255,255)');
    expect(mix('#000000', '#ff8000', 0.5)).toBe('rgb(128,64,0)');
  });
});
