import { describe, expect, it } from 'vitest';
import { tilePalette } from '../../../src/games/2048/palette';
import { THEMES } from '../../../src/games/themes';

describe('2048’s tile colours', () => {
  it('keeps the hand-tuned colours of the classic theme', () => {
    expect(tilePalette('classic', THEMES.classic)).toBeNull();
  });

  it('ramps a themed title’s tiles from its lines to its accents, with readable digits on each', () => {
    const palette = tilePalette('neon', THEMES.neon)!;
    expect(palette).toHaveLength(12);
    expect(new Set(palette.map(([bg]) => bg)).size).toBe(12);
    for (const [bg, fg] of palette) {
      expect(bg).toMatch(/^rgb\(\d+,\d+,\d+\)$/);
      expect([THEMES.neon.bg, '#fff']).toContain(fg);
    }
  });
});
