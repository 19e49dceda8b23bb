import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeBests, withScore, type Bests } from '../../src/domain/bests';

const bests: fc.Arbitrary<Bests> = fc.dictionary(
  fc.constantFrom('snake', '2048'),
  fc.dictionary(fc.constantFrom('classic', 'wrap'), fc.record({ score: fc.nat(100), setAt: fc.nat(100) })),
);

describe('the bests', () => {
  it('keep each game’s best score per mode and when it was set', () => {
    let state: Bests = {};
    ({ bests: state } = withScore(state, 'snake', 'classic', 40, 1));
    ({ bests: state } = withScore(state, 'snake', 'wrap', 10, 2));
    const higher = withScore(state, 'snake', 'classic', 70, 3);
    expect(higher.newBest).toBe(true);
    expect(higher.bests).toEqual({ snake: { classic: { score: 70, setAt: 3 }, wrap: { score: 10, setAt: 2 } } });
  });

  it('do not move for an equal or lower score', () => {
    const { bests: state } = withScore({}, 'snake', 'classic', 40, 1);
    expect(withScore(state, 'snake', 'classic', 40, 9)).toEqual({ bests: state, newBest: false });
    expect(withScore(state, 'snake', 'classic', 3, 9)).toEqual({ bests: state, newBest: false });
    expect(withScore(state, 'snake', 'classic', Number.NaN, 9)).toEqual({ bests: state, newBest: false });
  });

  it('merge to the higher of each, in either order, and merging again changes nothing', () => {
    fc.assert(
      fc.property(bests, bests, (a, b) => {
        const merged = mergeBests(a, b);
        expect(merged).toEqual(mergeBests(b, a));
        expect(mergeBests(merged, b)).toEqual(merged);
        for (const side of [a, b])
          for (const [game, modes] of Object.entries(side))
            for (const [mode, best] of Object.entries(modes))
              expect(merged[game]![mode]!.score).toBeGreaterThanOrEqual(best.score);
      }),
    );
  });
});
