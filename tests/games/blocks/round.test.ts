import { describe, expect, it } from 'vitest';
import {
  act,
  ARR,
  DAS,
  FLASH,
  LOCK_DELAY,
  LOCK_RESETS,
  newRound,
  press,
  readRound,
  release,
  releaseAll,
  step,
  type Round,
  type RoundEvent,
} from '../../../src/games/blocks/round';
import { fallInterval, COLS, HIDDEN, ROWS, type Cell } from '../../../src/games/blocks/well';

const DT = 1 / 60;
const run = (round: Round, seconds: number, events: RoundEvent[] = []) => {
  for (let i = 0; i < Math.round(seconds / DT); i += 1) step(round, DT, events);
  return events;
};
const copy = (round: Round): Round => JSON.parse(JSON.stringify(round)) as Round;
/** Fills the bottom rows but one column at the right, so that an upright bar there clears them. */
function almostFull(round: Round, rows: number) {
  for (let i = 0; i < rows; i += 1) round.well.board[ROWS + HIDDEN - 1 - i] = [...Array<Cell>(COLS - 1).fill('Z'), null];
}

describe('a round of Blocks', () => {
  it('starts at the speed’s level with a piece falling; sprint never levels up', () => {
    expect(newRound('marathon', 1, 1).well).toMatchObject({ level: 1, levelEvery: 10 });
    expect(newRound('marathon', 3, 1).well.level).toBe(8);
    expect(newRound('sprint', 2, 1).well).toMatchObject({ level: 4, levelEvery: 0 });
    expect(newRound('timed', 2, 1).well.piece).not.toBeNull();
  });

  it('gravity moves the piece one row per fall interval of its level', () => {
    const round = newRound('marathon', 1, 3);
    const y = round.well.piece!.y;
    run(round, fallInterval(1) - 2 * DT);
    expect(round.well.piece!.y).toBe(y);
    run(round, 3 * DT);
    expect(round.well.piece!.y).toBe(y + 1);
  });

  it('a resting piece locks after the lock delay, and the next one appears', () => {
    const round = newRound('marathon', 2, 4);
    const first = round.well.piece!.type;
    act(round, 'soft');
    while (act(round, 'soft'));
    run(round, LOCK_DELAY - 3 * DT);
    expect(round.well.piece!.type).toBe(first);
    run(round, 4 * DT);
    expect(round.well.board.flat().filter(Boolean)).toHaveLength(4);
    expect(round.well.piece).not.toBeNull();
  });

  it('a move on the ground restarts the lock wait, at most fifteen times per piece', () => {
    const round = newRound('marathon', 1, 4);
    while (act(round, 'soft'));
    for (let i = 0; i < LOCK_RESETS; i += 1) {
      run(round, LOCK_DELAY / 2);
      act(round, i % 2 ? 'left' : 'right');
      expect(round.lockResets).toBe(i + 1);
    }
    run(round, LOCK_DELAY / 2);
    act(round, 'left');
    expect(round.lockResets).toBe(LOCK_RESETS);
    run(round, LOCK_DELAY / 2 + DT);
    expect(round.well.board.flat().filter(Boolean)).toHaveLength(4);
  });

  it('full rows flash, then clear with their points; a hard drop tells where it fell', () => {
    const round = newRound('marathon', 2, 11);
    almostFull(round, 4);
    round.well.piece = { type: 'I', rot: 1, x: COLS - 3, y: 2 };
    const events: RoundEvent[] = [];
    expect(act(round, 'hard', events)).toBe(true);
    expect(events[0]).toMatchObject({ kind: 'dropped', type: 'I', cols: [COLS - 1], from: 2 });
    expect(round.flash?.rows).toHaveLength(4);
    expect(act(round, 'left')).toBe(false); // nothing moves while rows flash
    run(round, FLASH + DT, events);
    expect(events).toContainEqual({ kind: 'cleared', lines: 4, points: 800 * 4 });
    expect(round.well.lines).toBe(4);
    expect(round.well.board.flat().filter(Boolean)).toHaveLength(0);
    expect(round.well.piece).not.toBeNull();
  });

  it('the level rises every ten lines in marathon and is announced', () => {
    const round = newRound('marathon', 1, 12);
    round.well.lines = 8;
    almostFull(round, 2);
    round.well.piece = { type: 'I', rot: 1, x: COLS - 3, y: 2 };
    const events: RoundEvent[] = [];
    act(round, 'hard', events);
    run(round, FLASH + DT, events);
    expect(events).toContainEqual({ kind: 'level', level: 2 });
  });

  it('sprint ends when twenty lines are cleared', () => {
    const round = newRound('sprint', 2, 13);
    round.well.lines = 18;
    almostFull(round, 2);
    round.well.piece = { type: 'I', rot: 1, x: COLS - 3, y: 2 };
    const events: RoundEvent[] = [];
    act(round, 'hard', events);
    run(round, FLASH + DT, events);
    expect(events.at(-1)).toEqual({ kind: 'ended', reason: 'goal' });
    expect(round.ended).toBe('goal');
    expect(act(round, 'left')).toBe(false);
    const elapsed = round.elapsed;
    step(round, DT);
    expect(round.elapsed).toBe(elapsed);
  });

  it('timed warns ten seconds before the end and ends after two minutes', () => {
    const round = newRound('timed', 1, 14);
    round.elapsed = 109;
    const events = run(round, 2);
    expect(events).toContainEqual({ kind: 'warning' });
    round.elapsed = 119.99;
    run(round, DT, events);
    expect(events.at(-1)).toEqual({ kind: 'ended', reason: 'time' });
  });

  it('a stack up to the top ends the round when the next piece has no room', () => {
    const round = newRound('marathon', 2, 15);
    for (let y = 0; y < ROWS + HIDDEN; y += 1) round.well.board[y] = [null, ...Array<Cell>(COLS - 2).fill('S'), null];
    round.well.piece = { type: 'I', rot: 3, x: -1, y: 2 };
    const events: RoundEvent[] = [];
    act(round, 'hard', events);
    expect(round.ended).toBe('top');
    expect(events.at(-1)).toEqual({ kind: 'ended', reason: 'top' });
  });

  it('a piece locked wholly above the well ends the round', () => {
    const round = newRound('marathon', 2, 15);
    for (let y = HIDDEN; y < ROWS + HIDDEN; y += 1) round.well.board[y] = [...Array<Cell>(COLS - 1).fill('S'), null];
    round.well.piece = { type: 'O', rot: 0, x: 4, y: 0 };
    act(round, 'hard');
    expect(round.ended).toBe('top');
  });

  it('hold swaps the piece once and restarts its fall', () => {
    const round = newRound('marathon', 2, 16);
    round.fallAcc = 0.2;
    const type = round.well.piece!.type;
    expect(act(round, 'hold')).toBe(true);
    expect(round.well.hold).toBe(type);
    expect(round.fallAcc).toBe(0);
    expect(act(round, 'hold')).toBe(false);
  });

  it('a held left or right repeats after a short wait; a held soft drop keeps dropping', () => {
    const round = newRound('marathon', 1, 17);
    const x = round.well.piece!.x;
    press(round, 'left');
    expect(round.well.piece!.x).toBe(x - 1);
    run(round, DAS + ARR);
    expect(round.well.piece!.x).toBeLessThan(x - 1);
    release(round, 'left');
    const y = round.well.piece!.y;
    press(round, 'soft');
    run(round, 0.2);
    expect(round.well.piece!.y).toBeGreaterThan(y + 2);
    release(round, 'soft');
    press(round, 'rotate');
    releaseAll(round);
    expect(round.held).toEqual({ dir: null, t: 0, rep: 0, soft: false, softT: 0 });
  });

  it('turns both ways and refuses what it cannot do', () => {
    const round = newRound('marathon', 2, 18);
    round.well.piece = { type: 'T', rot: 0, x: 4, y: 5 };
    expect(act(round, 'rotate')).toBe(true);
    expect(act(round, 'ccw')).toBe(true);
    expect(round.well.piece!.rot).toBe(0);
    round.well.piece = null;
    expect(act(round, 'left')).toBe(false);
  });

  it('reads back a saved round, released, and refuses another mode, a finished round or a broken copy', () => {
    const round = newRound('marathon', 2, 19);
    press(round, 'left');
    run(round, 1);
    const saved = copy(round);
    expect(readRound(saved, 'marathon')).toEqual({ ...round, held: { dir: null, t: 0, rep: 0, soft: false, softT: 0 } });
    expect(readRound(saved, 'sprint')).toBeNull();
    expect(readRound({ ...saved, ended: 'top' }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, elapsed: -1 }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, queue: ['I'] } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, board: saved.well.board.slice(1) } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, bag: ['I', 'I'] } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, hold: 'Q' } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, score: 1.5 } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, rng: -1 } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, piece: { type: 'I', rot: 7, x: 0, y: 0 } } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, piece: { type: 'I', rot: 0, x: 0.5, y: 0 } } }, 'marathon')).toBeNull();
    const overlapping = copy(round);
    overlapping.well.board[overlapping.well.piece!.y + 1] = Array<Cell>(COLS).fill('L');
    expect(readRound(overlapping, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, piece: null } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: null }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, well: { ...saved.well, board: [...saved.well.board.slice(1), [1]] } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, flash: { rows: [3], t: 0 } }, 'marathon')).toBeNull();
    expect(readRound({ ...saved, held: 'x' }, 'marathon')).toBeNull();
    expect(readRound('junk', 'marathon')).toBeNull();
  });

  it('reads back a round saved while full rows flash', () => {
    const round = newRound('marathon', 2, 20);
    almostFull(round, 1);
    round.well.piece = { type: 'I', rot: 1, x: COLS - 3, y: 2 };
    act(round, 'hard');
    expect(readRound(copy(round), 'marathon')).toEqual(round);
  });
});
