import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMove, move, newBoard, readBoard, totalValue, type Board, type Move } from '../../../src/games/2048/rules';

const MOVES: Move[] = ['up', 'down', 'left', 'right'];
const board = (size: number, rows: number[][], extra: Partial<Board> = {}): Board => {
  let id = 1;
  const tiles = rows.flatMap((row, r) => row.flatMap((value, c) => (value ? [{ id: id++, value, r, c }] : [])));
  return { size, goal: 2048, fourChance: 0.1, tiles, score: 0, won: false, over: false, nextId: id, rng: 7, ...extra };
};
const values = (b: Board) =>
  Array.from({ length: b.size }, (_, r) =>
    Array.from({ length: b.size }, (_, c) => b.tiles.find((t) => t.r === r && t.c === c)?.value ?? 0),
  );

describe('2048 rules', () => {
  it('starts with two tiles on a board of the mode’s size', () => {
    expect(newBoard('classic', 2, 1).tiles).toHaveLength(2);
    expect(newBoard('big', 2, 1).size).toBe(5);
    expect(newBoard('mini', 2, 1)).toMatchObject({ size: 3, goal: 256 });
  });

  it('slides a row to the wall and merges a pair once, scoring the new tile', () => {
    const result = move(board(4, [[2, 2, 2, 2], [], [], []]), 'left');
    expect(values(result.board)[0]!.slice(0, 2)).toEqual([4, 4]);
    expect(result.board.score).toBe(8);
    expect(result.merged).toHaveLength(2);
    expect(result.absorbed).toHaveLength(2);
  });

  it('merges the pair nearest the wall first: 2 2 2 slides right to _ 2 4', () => {
    const result = move(board(3, [[2, 2, 2], [], []]), 'right');
    const slid = { ...result.board, tiles: result.board.tiles.filter((t) => t.id !== result.spawned?.id) };
    expect(values(slid)[0]).toEqual([0, 2, 4]);
  });

  it('a move that changes nothing is no move: no new tile, the same board', () => {
    const b = board(4, [[2, 4, 8, 16], [], [], []]);
    const result = move(b, 'left');
    expect(result.moved).toBe(false);
    expect(result.board).toBe(b);
  });

  it('reaching the goal is said once; the player may keep going', () => {
    const first = move(board(4, [[1024, 1024], [], [], []]), 'left');
    expect(first.reachedGoal).toBe(true);
    expect(first.board.won).toBe(true);
    const again = move(board(4, [[2048, 0, 1024, 1024], [], [], []], { won: true }), 'left');
    expect(again.reachedGoal).toBe(false);
  });

  it('is over when no free cell and no equal neighbours are left', () => {
    expect(
      canMove(
        board(2, [
          [2, 4],
          [4, 2],
        ]),
      ),
    ).toBe(false);
    expect(
      canMove(
        board(2, [
          [2, 2],
          [4, 8],
        ]),
      ),
    ).toBe(true);
    expect(
      canMove(
        board(2, [
          [2, 0],
          [4, 8],
        ]),
      ),
    ).toBe(true);
  });

  it('never loses a tile’s value: a move keeps the sum and adds only the new tile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.constantFrom(...MOVES), { maxLength: 60 }),
        (seed, moves) => {
          let b = newBoard('classic', 2, seed);
          for (const dir of moves) {
            const result = move(b, dir);
            const added = result.spawned?.value ?? 0;
            expect(totalValue(result.board)).toBe(totalValue(b) + added);
            expect(new Set(result.board.tiles.map((t) => t.r * 4 + t.c)).size).toBe(result.board.tiles.length);
            b = result.board;
          }
        },
      ),
    );
  });

  it('reads back a saved board and refuses one of another size or a broken copy', () => {
    const b = newBoard('classic', 2, 3);
    expect(readBoard(JSON.parse(JSON.stringify(b)), 'classic')).toEqual(b);
    expect(readBoard(b, 'mini')).toBeNull();
    expect(readBoard({ ...b, tiles: [{ id: 1, value: 2, r: 9, c: 0 }] }, 'classic')).toBeNull();
    expect(readBoard({ ...b, score: -1 }, 'classic')).toBeNull();
    expect(readBoard('junk', 'classic')).toBeNull();
  });
});
