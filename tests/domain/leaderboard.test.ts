import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLiveStage, leaderboardStage, parseLeaderboardPayload } from '../../src/domain/leaderboard';
import { entryArbitrary, validPayload } from '../support/leaderboard-arbitraries';

describe('leaderboardStage (spec §4 "COMPLETED (treated as FINAL for the leaderboard), FINAL, and others by currentState")', () => {
  it('shows COMPLETED as FINAL and every other state as itself', () => {
    expect(leaderboardStage('COMPLETED')).toBe('FINAL');
    expect(leaderboardStage('FINAL')).toBe('FINAL');
    expect(leaderboardStage('SEMI-FINAL')).toBe('SEMI-FINAL');
  });

  it('is live only for the stage in play, never for a completed tournament', () => {
    expect(isLiveStage('SEMI-FINAL', 'SEMI-FINAL')).toBe(true);
    expect(isLiveStage('FIRST-ROUND', 'SEMI-FINAL')).toBe(false);
    expect(isLiveStage('FINAL', 'COMPLETED')).toBe(false);
  });
});

describe('parseLeaderboardPayload (spec §5)', () => {
  it('reads an array, text holding JSON, an object holding leaderboardDtos, and a payload nested under data', () => {
    const entries = [{ rank: 1, playerName: 'Ana', score: 90, userId: 'u-1' }];
    expect(parseLeaderboardPayload(entries)).toEqual({ valid: true, entries, stage: null });
    expect(parseLeaderboardPayload(JSON.stringify(entries))).toEqual({ valid: true, entries, stage: null });
    expect(parseLeaderboardPayload({ leaderboardDtos: entries, stage: 'FINAL' })).toEqual({
      valid: true,
      entries,
      stage: 'FINAL',
    });
    expect(parseLeaderboardPayload({ data: { leaderboardDtos: entries } })).toEqual({ valid: true, entries, stage: null });
    expect(parseLeaderboardPayload(JSON.stringify({ data: entries }))).toEqual({ valid: true, entries, stage: null });
  });

  it('ranks entries without a rank by their position and reads numeric text', () => {
    expect(
      parseLeaderboardPayload([
        { playerName: 'A', score: '12' },
        { name: 'B', score: 5 },
      ]),
    ).toEqual({
      valid: true,
      stage: null,
      entries: [
        { rank: 1, playerName: 'A', score: 12, userId: null },
        { rank: 2, playerName: 'B', score: 5, userId: null },
      ],
    });
  });

  it('accepts an empty array as valid (the use case then keeps the board)', () => {
    expect(parseLeaderboardPayload([])).toEqual({ valid: true, entries: [], stage: null });
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['text that is not JSON', 'hello'],
    ['an object without leaderboardDtos or data', { leaderboard: [] }],
    ['an entry without a score', [{ playerName: 'A' }]],
    ['an entry without a name', [{ score: 1 }]],
    ['a list holding a non-entry', [{ playerName: 'A', score: 1 }, 7]],
    ['leaderboardDtos that is not a list', { leaderboardDtos: { a: 1 } }],
  ])('rejects %s', (_name, input) => {
    expect(parseLeaderboardPayload(input)).toEqual({ valid: false });
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (input) => {
        const result = parseLeaderboardPayload(input);
        expect(typeof result.valid).toBe('boolean');
      }),
    );
  });

  it('accepts every valid form of any list of entries and returns the entries unchanged', () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 15 }), fc.nat(), (entries, form) => {
        const result = parseLeaderboardPayload(validPayload(entries, form));
        expect(result).toEqual({ valid: true, entries, stage: null });
      }),
    );
  });

  it('rejects every shape that is not a list, leaderboardDtos or data', () => {
    const notAList = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.double(),
      fc.string().filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      }),
      fc.dictionary(
        fc.string().filter((k) => k !== 'data' && k !== 'leaderboardDtos'),
        fc.anything(),
      ),
    );
    fc.assert(
      fc.property(notAList, (input) => {
        expect(parseLeaderboardPayload(input)).toEqual({ valid: false });
      }),
    );
  });

  it('rejects a list as soon as one element is not an entry', () => {
    const nonEntry = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.record({ playerName: fc.string() }),
      fc.array(fc.integer()),
    );
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 5 }), nonEntry, fc.nat(), (entries, bad, at) => {
        const list: unknown[] = [...entries];
        list.splice(at % (entries.length + 1), 0, bad);
        expect(parseLeaderboardPayload({ leaderboardDtos: list })).toEqual({ valid: false });
      }),
    );
  });
});
