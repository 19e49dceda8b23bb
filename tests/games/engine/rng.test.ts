import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeed, Rng } from '../../../src/games/engine/rng';

describe('the games’ seeded generator', () => {
  it('gives the same numbers for the same seed, and continues from its saved state', () => {
    const a = new Rng(12345);
    const b = new Rng(12345);
    const first = Array.from({ length: 10 }, () => a.next());
    expect(Array.from({ length: 10 }, () => b.next())).toEqual(first);
    const resumed = new Rng(a.state);
    expect(resumed.next()).toBe(a.next());
  });

  it('draws whole numbers in range and picks only from the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 1000 }), (seed, max) => {
        const rng = new Rng(seed);
        const n = rng.int(max);
        expect(Number.isInteger(n) && n >= 0 && n < max).toBe(true);
        expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
        expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
      }),
    );
  });

  it('reads a seed from an address only as a whole 32-bit number', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('4294967295')).toBe(4294967295);
    expect(parseSeed('4294967296')).toBeNull();
    expect(parseSeed('-1')).toBeNull();
    expect(parseSeed('1e3')).toBeNull();
    expect(parseSeed(null)).toBeNull();
  });
});
