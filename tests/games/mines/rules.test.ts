import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chord,
  cleared,
  createField,
  dig as digField,
  fieldWith,
  flagTheRest,
  neighbours,
  readField,
  toggleFlag,
  type Field,
} from '../../../src/games/mines/minefield';
import {
  BOARDS,
  clockSeconds,
  clockText,
  dig,
  flag,
  MODES,
  minesOf,
  newRound,
  readRound,
  tick,
  type Round,
} from '../../../src/games/mines/rules';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const modes = fc.constantFrom(...MODES);
const speeds = fc.constantFrom(1 as const, 2 as const, 3 as const);

/** The cells a dig at `start` must open: a plain breadth-first search over the empties and their border. */
function referenceOpen(f: Field, start: number): Set<number> {
  const seen = new Set<number>();
  const queue = [start];
  while (queue.length > 0) {
    const i = queue.pop()!;
    const c = f.cells[i]!;
    if (seen.has(i) || c.open || c.flag || c.mine) continue;
    seen.add(i);
    if (c.near === 0) queue.push(...neighbours(f, i));
  }
  return seen;
}

/** A random laid field: its size, its mines and a few flags on safe-or-not cells. */
const fields = fc
  .record({ cols: fc.integer({ min: 1, max: 12 }), rows: fc.integer({ min: 1, max: 12 }) })
  .chain(({ cols, rows }) =>
    fc.record({
      cols: fc.constant(cols),
      rows: fc.constant(rows),
      mines: fc.uniqueArray(fc.nat(cols * rows - 1), { maxLength: Math.floor((cols * rows) / 3) }),
      flags: fc.uniqueArray(fc.nat(cols * rows - 1), { maxLength: 4 }),
      start: fc.nat(cols * rows - 1),
    }),
  );

const at = (round: Round, x: number, y: number) => y * BOARDS[round.mode].cols + x;

describe('the minefield', () => {
  it('lays no mine before the first dig', () => {
    const f = createField(9, 9, 10);
    expect(f.laid).toBe(false);
    expect(f.cells.filter((c) => c.mine)).toHaveLength(0);
  });

  it('the first dig is never a mine, nor any of its neighbours, and opens an area', () => {
    fc.assert(
      fc.property(modes, speeds, seeds, fc.nat(), (mode, speed, seed, pick) => {
        const { cols, rows } = BOARDS[mode];
        const i = pick % (cols * rows);
        const { field, mine, opened } = digField(createField(cols, rows, minesOf(mode, speed)), i, seed);
        expect(mine).toBe(-1);
        expect(field.cells[i]!.mine).toBe(false);
        for (const j of neighbours(field, i)) expect(field.cells[j]!.mine).toBe(false);
        expect(field.cells[i]!.near).toBe(0);
        expect(opened.length).toBeGreaterThan(1);
      }),
    );
  });

  it('lays exactly the mode’s count of mines, and every number counts its neighbouring mines', () => {
    fc.assert(
      fc.property(modes, speeds, seeds, fc.nat(), (mode, speed, seed, pick) => {
        const { cols, rows } = BOARDS[mode];
        const { field } = digField(createField(cols, rows, minesOf(mode, speed)), pick % (cols * rows), seed);
        expect(field.cells.filter((c) => c.mine)).toHaveLength(minesOf(mode, speed));
        field.cells.forEach((c, i) => expect(c.near).toBe(neighbours(field, i).filter((j) => field.cells[j]!.mine).length));
      }),
    );
  });

  it('a field too crowded to keep the ring clear still keeps the first dug cell safe', () => {
    const { field, mine } = digField(createField(3, 3, 8), 4, 5);
    expect(mine).toBe(-1);
    expect(field.cells[4]!.mine).toBe(false);
    expect(field.cells.filter((c) => c.mine)).toHaveLength(8);
    expect(cleared(field)).toBe(true);
  });

  it('flood-fill opens exactly the connected empties and their numbered border (a reference search agrees)', () => {
    fc.assert(
      fc.property(fields, ({ cols, rows, mines, flags, start }) => {
        let f = fieldWith(cols, rows, mines);
        for (const i of flags) f = toggleFlag(f, i)!;
        const expected = referenceOpen(f, start);
        const result = digField(f, start, 1);
        if (f.cells[start]!.flag) {
          expect(result.opened).toEqual([]);
          expect(result.field).toBe(f);
          return;
        }
        if (f.cells[start]!.mine) {
          expect(result.mine).toBe(start);
          expect(result.field.exploded).toBe(start);
          expect(result.opened).toEqual([]);
          return;
        }
        expect(new Set(result.opened.map((o) => o.i))).toEqual(expected);
        expect(result.opened).toHaveLength(expected.size);
        expect(result.field.opened).toBe(expected.size);
        // Everything opened is safe and unflagged; the rest is still closed.
        result.field.cells.forEach((c, i) => expect(c.open).toBe(expected.has(i)));
        // The ripple's distances grow one ring at a time from the start.
        expect(result.opened[0]).toEqual({ i: start, dist: 0 });
      }),
    );
  });

  it('does not change the field it was given', () => {
    const f = fieldWith(4, 4, [15]);
    const before = JSON.stringify(f);
    digField(f, 0, 1);
    toggleFlag(f, 3);
    expect(JSON.stringify(f)).toBe(before);
  });

  it('flags and unflags closed cells only, counting them', () => {
    const f = fieldWith(3, 3, [0]);
    const flagged = toggleFlag(f, 0)!;
    expect(flagged.flags).toBe(1);
    expect(toggleFlag(flagged, 0)!.flags).toBe(0);
    const opened = digField(f, 8, 1).field;
    expect(toggleFlag(opened, 8)).toBeNull();
    expect(digField(flagged, 0, 1).opened).toEqual([]);
  });

  it('chords an open number whose flags are all placed, and only then', () => {
    // Mine at the top left; the cell beside it is a 1.
    const f = digField(fieldWith(3, 3, [0]), 1, 1).field;
    expect(f.cells[1]!.open).toBe(true);
    expect(chord(f, 1)).toBeNull(); // no flag yet
    const flagged = toggleFlag(f, 0)!;
    const result = chord(flagged, 1)!;
    expect(result.mine).toBe(-1);
    expect(result.opened.map((o) => o.i).sort()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(chord(result.field, 1)).toBeNull(); // nothing left to open
    expect(chord(toggleFlag(toggleFlag(f, 3)!, 0)!, 1)).toBeNull(); // two flags around a 1
    // A wrong flag chords into the mine.
    const centre = digField(fieldWith(3, 3, [0]), 4, 1).field;
    const wrong = chord(toggleFlag(centre, 1)!, 4)!;
    expect(wrong.mine).toBe(0);
    expect(wrong.field.exploded).toBe(0);
    expect(chord(f, 8)).toBeNull(); // a closed cell
  });

  it('is cleared exactly when every cell without a mine is open', () => {
    fc.assert(
      fc.property(fields, fc.array(fc.nat(), { maxLength: 40 }), ({ cols, rows, mines }, picks) => {
        let f = fieldWith(cols, rows, mines);
        for (const p of picks) {
          const i = p % (cols * rows);
          if (f.cells[i]!.mine) continue;
          f = digField(f, i, 1).field;
          const allSafeOpen = f.cells.every((c) => c.mine || c.open);
          expect(cleared(f)).toBe(allSafeOpen);
        }
      }),
    );
  });

  it('after a win every mine gets its flag', () => {
    const f = digField(fieldWith(3, 1, [0]), 2, 1).field;
    const { field, flagged } = flagTheRest(f);
    expect(flagged).toEqual([0]);
    expect(field.flags).toBe(1);
  });

  it('reads back a saved field and refuses one whose counts do not match its cells', () => {
    const f = digField(createField(9, 9, 10), 40, 3).field;
    expect(readField(JSON.parse(JSON.stringify(f)), 9, 9, 10)).toEqual(f);
    expect(readField(f, 10, 14, 10)).toBeNull();
    expect(readField({ ...f, opened: f.opened + 1 }, 9, 9, 10)).toBeNull();
    expect(readField({ ...f, flags: 2 }, 9, 9, 10)).toBeNull();
    expect(readField({ ...f, cells: f.cells.map((c, i) => (i === 0 ? { ...c, near: 9 } : c)) }, 9, 9, 10)).toBeNull();
    expect(
      readField({ ...f, cells: f.cells.map((c, i) => (i === 0 ? { ...c, near: (c.near + 1) % 8 } : c)) }, 9, 9, 10),
    ).toBeNull();
    expect(readField({ ...f, exploded: 3 }, 9, 9, 10)).toBeNull();
    expect(readField({ ...f, cells: f.cells.map((c) => ({ ...c, mine: false })) }, 9, 9, 10)).toBeNull();
    expect(readField({ ...f, cells: f.cells.map((c) => (c.open ? { ...c, flag: true } : c)) }, 9, 9, 10)).toBeNull();
    expect(readField(null, 9, 9, 10)).toBeNull();
  });
});

describe('a round of Minesweeper', () => {
  it('starts on the mode’s board with the speed’s mines', () => {
    expect(newRound('classic', 2, 1).field).toMatchObject({ cols: 9, rows: 9, mines: 10 });
    expect(newRound('wide', 3, 1).field).toMatchObject({ cols: 10, rows: 14, mines: 28 });
    expect(newRound('timed', 1, 1).field).toMatchObject({ cols: 9, rows: 9, mines: 8 });
  });

  it('scores each dug cell by the speed', () => {
    const r = dig(newRound('classic', 3, 7), 40);
    expect(r.changed).toBe(true);
    expect(r.round.score).toBe(r.round.field.opened * 15);
  });

  it('ends on a mine, and takes no move after the end', () => {
    let r = dig(newRound('classic', 2, 11), 40).round;
    const mine = r.field.cells.findIndex((c) => c.mine);
    const boom = dig(r, mine);
    expect(boom.round.end).toBe('mine');
    expect(boom.mine).toBe(mine);
    r = boom.round;
    expect(dig(r, 0).changed).toBe(false);
    expect(flag(r, 0).changed).toBe(false);
    expect(tick(r, 1)).toBe(r);
  });

  it('wins exactly when every safe cell is dug, with the win and time bonus, every mine flagged', () => {
    fc.assert(
      fc.property(modes, speeds, seeds, (mode, speed, seed) => {
        let r = dig(newRound(mode, speed, seed), 0).round;
        r = tick(r, 3.5);
        for (let i = 0; i < r.field.cells.length && !r.end; i += 1) {
          if (r.field.cells[i]!.mine || r.field.cells[i]!.open) continue;
          const result = dig(r, i);
          const allOpen = result.round.field.cells.every((c) => c.mine || c.open);
          expect(result.round.end === 'won').toBe(allOpen);
          if (allOpen) {
            const { countdown } = BOARDS[mode];
            const timeBonus = countdown ? (countdown - 3) * 10 : Math.max(0, BOARDS[mode].cols * BOARDS[mode].rows * 2 - 3) * 5;
            expect(result.bonus).toBe(timeBonus + 100 * speed);
            expect(result.round.score).toBe(result.round.field.opened * [5, 10, 15][speed - 1]! + result.bonus);
            expect(result.round.field.flags).toBe(minesOf(mode, speed));
          }
          r = result.round;
        }
        expect(r.end).toBe('won');
      }),
      { numRuns: 30 },
    );
  });

  it('flags a closed cell, and chords when the cell is an open number', () => {
    let r = dig(newRound('classic', 2, 5), 40).round;
    const closed = r.field.cells.findIndex((c) => !c.open);
    const flagged = flag(r, closed);
    expect(flagged.changed).toBe(true);
    expect(flagged.round.field.flags).toBe(1);
    expect(dig(flagged.round, closed).changed).toBe(false); // a flagged cell is not dug
    r = flagged.round;
    const number = r.field.cells.findIndex((c) => c.open && c.near > 0);
    expect(flag(r, number).changed).toBe(false); // flags do not match
    expect(dig(r, number).changed).toBe(false);
    expect(dig(r, -1).changed).toBe(false);
    expect(flag(r, 999).changed).toBe(false);
  });

  it('a chord that opens cells scores them', () => {
    // Find a number with exactly its mines around it flagged, then chord it.
    const r0 = dig(newRound('classic', 2, 9), 40).round;
    const i = r0.field.cells.findIndex(
      (c, k) => c.open && c.near > 0 && neighbours(r0.field, k).some((j) => !r0.field.cells[j]!.open && !r0.field.cells[j]!.mine),
    );
    let r = r0;
    for (const j of neighbours(r.field, i)) if (r.field.cells[j]!.mine) r = flag(r, j).round;
    const result = dig(r, i);
    expect(result.changed).toBe(true);
    expect(result.round.score).toBeGreaterThan(r.score);
  });

  it('the clock starts at the first dig and moves by the steps given; timed counts down and ends the round', () => {
    const fresh = newRound('timed', 2, 1);
    expect(tick(fresh, 5)).toBe(fresh);
    let r = dig(fresh, 40).round;
    r = tick(r, 1.5);
    expect(r.elapsed).toBe(1.5);
    expect(clockSeconds(r)).toBe(119);
    for (let k = 0; k < 120 * 60 && !r.end; k += 1) r = tick(r, 1 / 60);
    expect(r.end).toBe('time');
    expect(r.elapsed).toBe(120);
    expect(clockSeconds(r)).toBe(0);
    const classic = tick(dig(newRound('classic', 2, 1), 40).round, 75.2);
    expect(clockSeconds(classic)).toBe(75);
    expect(clockText(75)).toBe('1:15');
  });

  it('reads back a saved round of its mode and speed, and refuses a broken or finished one', () => {
    const r = tick(dig(newRound('wide', 2, 3), 70).round, 12);
    expect(readRound(JSON.parse(JSON.stringify(r)), 'wide', 2)).toEqual(r);
    expect(readRound(r, 'classic', 2)).toBeNull();
    expect(readRound(r, 'wide', 1)).toBeNull();
    expect(readRound({ ...r, score: r.score + 1 }, 'wide', 2)).toBeNull();
    expect(readRound({ ...r, elapsed: -1 }, 'wide', 2)).toBeNull();
    expect(readRound({ ...r, rng: 1.5 }, 'wide', 2)).toBeNull();
    expect(readRound({ ...r, end: 'won' }, 'wide', 2)).toBeNull();
    expect(readRound({ ...r, field: { ...r.field, cols: 9 } }, 'wide', 2)).toBeNull();
    const timed = tick(dig(newRound('timed', 2, 3), 40).round, 1);
    expect(readRound({ ...timed, elapsed: 130 }, 'timed', 2)).toBeNull();
    expect(readRound('junk', 'wide', 2)).toBeNull();
    const lost = dig(
      r,
      r.field.cells.findIndex((c) => c.mine),
    ).round;
    expect(readRound({ ...lost, end: null }, 'wide', 2)).toBeNull();
  });

  it('a tap at a corner opens from there', () => {
    const r = newRound('classic', 2, 4);
    expect(dig(r, at(r, 8, 8)).round.field.cells[at(r, 8, 8)]!.open).toBe(true);
  });
});
