import { describe, expect, it } from 'vitest';
import { pairsOf } from '../../../src/games/memory/rules';
import { symbols } from '../../../src/games/memory/symbols';
import { BANGLA } from '../../../src/games/memory/words';

const english = symbols((text) => text);

describe("Memory Match's pictures", () => {
  it('has a different picture, name and colour for every pair of the biggest board', () => {
    expect(english.length).toBeGreaterThanOrEqual(pairsOf('big'));
    for (const key of ['name', 'color', 'svg'] as const) expect(new Set(english.map((s) => s[key])).size).toBe(english.length);
  });

  it('names every picture in Bangla for screen readers', () => {
    expect(english.filter(({ name }) => !/[\u0980-\u09FF]/.test(BANGLA[name] ?? ''))).toEqual([]);
    expect(symbols((text) => BANGLA[text] ?? text).map(({ name }) => name)).toEqual(english.map(({ name }) => BANGLA[name]));
  });

  it('draws each picture as one SVG shape', () => {
    for (const { svg } of english) expect(svg).toMatch(/^<(circle|rect|path) [^<>]*\/>$/);
  });
});
