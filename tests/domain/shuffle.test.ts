import { describe, expect, it } from 'vitest';
import { shuffle, shuffleExceptFirst } from '../../src/domain/shuffle';

/** A scripted source: returns the values in turn, then repeats the last. */
const scripted = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
};

describe('shuffle (spec §9 client-side shuffles)', () => {
  it('is Fisher–Yates driven by the injected source: always 0 rotates the first item to the end', () => {
    // i=3: j=0 -> [d,b,c,a]; i=2: j=0 -> [c,b,d,a]; i=1: j=0 -> [b,c,d,a]
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('keeps the order when the source always picks the current position', () => {
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the same order for the same sequence of random numbers', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, scripted(0.3, 0.7, 0.1, 0.9, 0.5))).toEqual(shuffle(items, scripted(0.3, 0.7, 0.1, 0.9, 0.5)));
  });

  it('returns a permutation and leaves the input untouched', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const result = shuffle(items, scripted(0.42, 0.13, 0.77, 0.5, 0.2));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stays in bounds when a faulty source returns 1', () => {
    expect(shuffle(['a', 'b', 'c'], () => 1).sort()).toEqual(['a', 'b', 'c']);
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], () => 0)).toEqual([]);
    expect(shuffle(['x'], () => 0)).toEqual(['x']);
  });
});

describe('shuffleExceptFirst (trailers)', () => {
  it('keeps the first item first and shuffles the rest', () => {
    expect(shuffleExceptFirst(['hero', 'a', 'b', 'c'], () => 0)).toEqual(['hero', 'b', 'c', 'a']);
  });

  it('copes with short lists', () => {
    expect(shuffleExceptFirst([], () => 0)).toEqual([]);
    expect(shuffleExceptFirst(['hero'], () => 0)).toEqual(['hero']);
  });
});
