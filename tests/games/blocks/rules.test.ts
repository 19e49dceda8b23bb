import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFromBag, ROTATIONS, rotateMatrix, SHAPES, TYPES, type PieceType } from '../../../src/games/blocks/pieces';
import {
  clearRows,
  emptyRow,
  fall,
  fallInterval,
  fits,
  ghostY,
  hardDrop,
  holdPiece,
  lock,
  move,
  newWell,
  resting,
  rotate,
  shapeOf,
  softDrop,
  spawn,
  COLS,
  HIDDEN,
  LINE_POINTS,
  ROWS,
  type Cell,
  type Piece,
  type Well,
} from '../../../src/games/blocks/well';

/** A board whose bottom rows are drawn as text: '.' empty, a piece letter (or X for T) filled. */
function boardFrom(rows: string[]): Cell[][] {
  const board = Array.from({ length: ROWS + HIDDEN }, emptyRow);
  rows.forEach((row, i) => {
    [...row].forEach((ch, x) => {
      if (ch !== '.') board[ROWS + HIDDEN - rows.length + i]![x] = (ch === 'X' ? 'T' : ch) as PieceType;
    });
  });
  return board;
}
const wellWith = (rows: string[], piece: Piece | null = null, extra: Partial<Well> = {}): Well => ({
  ...newWell({ seed: 1 }),
  board: boardFrom(rows),
  piece,
  ...extra,
});
const cellsOf = (board: readonly (readonly Cell[])[]) => board.flat().filter(Boolean).length;
const pieceCells = (p: Piece) =>
  shapeOf(p)
    .flatMap((row, r) => row.flatMap((on, c) => (on ? [`${p.x + c},${p.y + r}`] : [])))
    .sort();

describe('Blocks pieces', () => {
  it('every run of seven pieces from the bag holds each piece once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const bag: PieceType[] = [];
        let rng = seed;
        for (let run = 0; run < 4; run += 1) {
          const drawn = Array.from({ length: 7 }, () => {
            const next = drawFromBag(bag, rng);
            rng = next.rng;
            return next.type;
          });
          expect([...drawn].sort()).toEqual([...TYPES].sort());
        }
      }),
    );
  });

  it('four quarter turns either way bring every piece back to the shape it started in', () => {
    for (const type of TYPES) {
      for (const dir of [1, -1] as const) {
        let m = SHAPES[type].map((row) => [...row]);
        for (let i = 0; i < 4; i += 1) m = rotateMatrix(m, dir);
        expect(m, `${type} turned four times by ${dir}`).toEqual(SHAPES[type]);
      }
      expect(rotateMatrix(rotateMatrix(SHAPES[type], 1), -1)).toEqual(SHAPES[type]);
      expect(ROTATIONS[type][1]).toEqual(rotateMatrix(SHAPES[type], 1));
    }
  });
});

describe('Blocks well', () => {
  it('a new well queues three pieces; a spawned piece appears centred at the top of the visible well', () => {
    const well = newWell({ seed: 5 });
    expect(well.queue).toHaveLength(3);
    expect(well.piece).toBeNull();
    const next = well.queue[0]!;
    expect(spawn(well)).toBe(true);
    expect(well.piece).toMatchObject({ type: next, rot: 0, y: next === 'I' ? HIDDEN - 1 : HIDDEN });
    expect(well.piece!.x).toBe(Math.floor((COLS - SHAPES[next].length) / 2));
    expect(well.queue).toHaveLength(3);
  });

  it('a piece moves aside until a wall or the stack stops it', () => {
    const well = wellWith(['X.........'], { type: 'O', rot: 0, x: 2, y: 20 });
    expect(move(well, -1)).toBe(true);
    expect(move(well, -1)).toBe(false); // the square at the bottom left is in the way
    well.piece!.y = 10;
    expect(move(well, -1)).toBe(true);
    expect(move(well, -1)).toBe(false); // the wall
    expect(well.piece!.x).toBe(0);
  });

  it('the square never turns; a turn against a wall is kicked off it; a boxed-in turn is refused', () => {
    const o = wellWith([], { type: 'O', rot: 0, x: 4, y: 5 });
    expect(rotate(o, 1)).toBe(false);
    // The bar standing against the left wall turns by stepping off it.
    const bar = wellWith([], { type: 'I', rot: 1, x: -2, y: 5 });
    expect(fits(bar.board, shapeOf(bar.piece!), -2, 5)).toBe(true);
    expect(rotate(bar, 1)).toBe(true);
    expect(bar.piece!.x).toBeGreaterThanOrEqual(0);
    // A T sunk in a one-wide slot can turn nowhere.
    const slot = wellWith(['XXXX.XXXXX', 'XXXX.XXXXX', 'XXXX.XXXXX', 'XXXX.XXXXX'], { type: 'I', rot: 1, x: 2, y: 18 });
    expect(rotate(slot, 1)).toBe(false);
    expect(slot.piece).toMatchObject({ rot: 1, x: 2, y: 18 });
    expect(rotate(wellWith([]), 1)).toBe(false);
  });

  it('falls a row at a time, rests on the stack, and the ghost shows where it lands', () => {
    const well = wellWith(['XXXXX.....'], { type: 'O', rot: 0, x: 0, y: 18 });
    expect(ghostY(well)).toBe(19);
    expect(resting(well)).toBe(false);
    expect(fall(well)).toBe(true);
    expect(resting(well)).toBe(true);
    expect(fall(well)).toBe(false);
    expect(ghostY(wellWith([]))).toBe(0);
  });

  it('a soft drop scores a point a row; a hard drop two points a row, straight to the ghost', () => {
    const well = wellWith([], { type: 'O', rot: 0, x: 4, y: 2 });
    expect(softDrop(well)).toBe(true);
    expect(well.score).toBe(1);
    expect(hardDrop(well)).toBe(17);
    expect(well.score).toBe(1 + 34);
    expect(softDrop(well)).toBe(false);
    expect(hardDrop(wellWith([]))).toBe(0);
  });

  it('hold takes the next piece the first time, swaps after, and only once per piece', () => {
    const well = newWell({ seed: 9 });
    spawn(well);
    const first = well.piece!.type;
    const second = well.queue[0]!;
    expect(holdPiece(well)).toBe(true);
    expect(well.hold).toBe(first);
    expect(well.piece!.type).toBe(second);
    expect(holdPiece(well)).toBe(false);
    spawn(well);
    const third = well.piece!.type;
    expect(holdPiece(well)).toBe(true);
    expect(well.piece!.type).toBe(first);
    expect(well.hold).toBe(third);
  });

  it('locking fixes the piece into the stack and names the full rows', () => {
    const well = wellWith(['XXXXXXXX..', 'XXXXXXXX..'], { type: 'O', rot: 0, x: 8, y: 20 });
    expect(lock(well)).toEqual([20, 21]);
    expect(well.piece).toBeNull();
    expect(lock(well)).toEqual([]);
  });

  it('a piece locked wholly above the well ends the round (lock out)', () => {
    const well = wellWith([], { type: 'O', rot: 0, x: 4, y: 0 });
    expect(lock(well)).toBeNull();
    expect(well.over).toBe(true);
  });

  it('a piece with no room to appear ends the round (block out)', () => {
    const well = newWell({ seed: 2 });
    for (let y = 0; y < ROWS + HIDDEN; y += 1)
      well.board[y] = Array<Cell>(COLS)
        .fill('Z')
        .map((v, x) => (x === 0 ? null : v));
    expect(spawn(well)).toBe(false);
    expect(well.over).toBe(true);
  });

  it('clears score 100, 300, 500 and 800 times the level, and the level rises every ten lines', () => {
    for (const n of [1, 2, 3, 4]) {
      const well = wellWith(Array<string>(n).fill('XXXXXXXXXX'), null, { level: 3 });
      expect(
        clearRows(
          well,
          Array.from({ length: n }, (_, i) => ROWS + HIDDEN - n + i),
        ),
      ).toBe(LINE_POINTS[n]! * 3);
    }
    const well = wellWith(['XXXXXXXXXX'], null, { lines: 9, level: 1, startLevel: 1 });
    clearRows(well, [ROWS + HIDDEN - 1]);
    expect(well).toMatchObject({ lines: 10, level: 2 });
    const sprint = wellWith(['XXXXXXXXXX'], null, { lines: 9, level: 4, startLevel: 4, levelEvery: 0 });
    clearRows(sprint, [ROWS + HIDDEN - 1]);
    expect(sprint).toMatchObject({ lines: 10, level: 4 });
    expect(clearRows(wellWith([]), [])).toBe(0);
  });

  it('each level falls faster, down to a floor of 0.03 s a row from level 12', () => {
    for (let level = 1; level < 11; level += 1) expect(fallInterval(level + 1)).toBeLessThan(fallInterval(level));
    for (let level = 12; level <= 30; level += 1) expect(fallInterval(level)).toBe(0.03);
    expect(fallInterval(1)).toBe(1);
  });
});

/** A random stack: some rows near the bottom with random squares. */
const stackArb = fc
  .array(fc.array(fc.boolean(), { minLength: COLS, maxLength: COLS }), { minLength: 0, maxLength: 14 })
  .map((rows) => rows.map((row) => row.map((on) => (on ? 'X' : '.')).join('')));
const pieceArb = fc.record({
  type: fc.constantFrom(...TYPES),
  rot: fc.integer({ min: 0, max: 3 }),
  x: fc.integer({ min: -2, max: COLS - 1 }),
  y: fc.integer({ min: -1, max: ROWS + HIDDEN - 1 }),
});

describe('Blocks rotations and line clears, for any stack', () => {
  it('four turns the same way bring a piece in open space back to where and how it started', () => {
    fc.assert(
      fc.property(stackArb, pieceArb, fc.constantFrom(1 as const, -1 as const), (rows, piece, dir) => {
        const well = wellWith(rows, { ...piece });
        fc.pre(ROTATIONS[piece.type].every((m) => fits(well.board, m, piece.x, piece.y)));
        for (let i = 0; i < 4; i += 1) rotate(well, dir);
        expect(pieceCells(well.piece!)).toEqual(pieceCells(piece));
      }),
    );
  });

  it('a turn never leaves the piece overlapping the stack or outside the well: it is kicked or refused', () => {
    fc.assert(
      fc.property(stackArb, pieceArb, fc.constantFrom(1 as const, -1 as const), (rows, piece, dir) => {
        const well = wellWith(rows, { ...piece });
        fc.pre(fits(well.board, shapeOf(piece), piece.x, piece.y));
        const turned = rotate(well, dir);
        const p = well.piece!;
        expect(fits(well.board, shapeOf(p), p.x, p.y)).toBe(true);
        if (!turned) expect(p).toEqual(piece);
        else expect(p.rot).toBe((piece.rot + (dir === 1 ? 1 : 3)) % 4);
      }),
    );
  });

  it('clearing removes exactly the full rows and drops the rows above by the number cleared below them', () => {
    const rowArb = fc.oneof(
      fc.constant('XXXXXXXXXX'),
      fc.array(fc.constantFrom('.', 'I', 'S', 'L'), { minLength: COLS, maxLength: COLS }).map((row) => row.join('')),
    );
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: ROWS + HIDDEN }), (rows) => {
        const well = wellWith(rows);
        const before = well.board.map((row) => [...row]);
        const full = before.flatMap((row, y) => (row.every(Boolean) ? [y] : []));
        clearRows(well, full);
        expect(well.board).toHaveLength(ROWS + HIDDEN);
        before.forEach((row, y) => {
          if (full.includes(y)) return;
          const below = full.filter((f) => f > y).length;
          expect(well.board[y + below]).toEqual(row);
        });
        for (let y = 0; y < full.length; y += 1) expect(well.board[y]).toEqual(emptyRow());
        expect(well.lines).toBe(full.length);
      }),
    );
  });

  it('conserves squares: the stack after a lock is the stack before plus the piece minus ten per line cleared', () => {
    const moves = fc.array(fc.constantFrom('left', 'right', 'cw', 'ccw', 'down'), { maxLength: 8 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(moves, { minLength: 1, maxLength: 40 }), (seed, pieces) => {
        const well = newWell({ seed });
        for (const plan of pieces) {
          if (!spawn(well)) return;
          for (const m of plan) {
            if (m === 'left' || m === 'right') move(well, m === 'left' ? -1 : 1);
            else if (m === 'down') softDrop(well);
            else rotate(well, m === 'cw' ? 1 : -1);
          }
          hardDrop(well);
          const p = well.piece!;
          const inside = pieceCells(p).every((cell) => Number(cell.split(',')[1]) >= 0);
          const before = cellsOf(well.board);
          const full = lock(well);
          if (full === null) return;
          const lines = full.length;
          clearRows(well, full);
          if (inside) expect(cellsOf(well.board)).toBe(before + 4 - 10 * lines);
        }
      }),
    );
  });
});
