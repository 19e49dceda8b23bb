import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isWall,
  N,
  newSnake,
  readSnake,
  step,
  type Cell,
  type Direction,
  type Mode,
  type Snake,
} from '../../../src/games/snake/rules';

const DIRS: Direction[] = ['up', 'down', 'left', 'right'];
const TICK = 0.14; // one tick at speed 2
/** One tick with these turns. */
const tick = (s: Snake, ...turns: Direction[]) => step(s, { turns }, s.tickMs / 1000);
/** A round with the snake and the dot where a test wants them. */
const at = (mode: Mode, body: Cell[], food: Cell, extra: Partial<Snake> = {}): Snake => ({
  ...newSnake(mode, 2, 1),
  body,
  food,
  score: (body.length - 3) * 10,
  ...extra,
});
const row = (y: number, ...xs: number[]) => xs.map((x) => ({ x, y }));

describe('snake rules', () => {
  it('starts three cells long in the middle, heading right, with a dot on a free cell', () => {
    const s = newSnake('classic', 2, 5);
    expect(s.body).toEqual(row(8, 8, 7, 6));
    expect(s.dir).toBe('right');
    expect(s.body).not.toContainEqual(s.food);
  });

  it('moves one cell per tick, at the speed’s pace', () => {
    const s = newSnake('classic', 2, 5);
    expect(step(s, { turns: [] }, 0.1).body).toEqual(s.body);
    expect(step(s, { turns: [] }, TICK).body[0]).toEqual({ x: 9, y: 8 });
    expect(newSnake('classic', 1, 5).tickMs).toBe(180);
    expect(newSnake('classic', 3, 5).tickMs).toBe(105);
  });

  it('takes a turn at the next tick, but never straight back into its neck', () => {
    const s = newSnake('classic', 2, 5);
    expect(tick(s, 'left').body[0]).toEqual({ x: 9, y: 8 });
    expect(tick(s, 'up').body[0]).toEqual({ x: 8, y: 7 });
    // Moving right, a quick "up, left" is two turns; "up, down" is one.
    const quick = tick(tick(s, 'up', 'left'));
    expect(quick.body[0]).toEqual({ x: 7, y: 7 });
    expect(tick(s, 'up', 'down').queue).toEqual([]);
    expect(step(s, { turns: ['up', 'left', 'down', 'right', 'up'] }, 0).queue).toEqual(['up', 'left', 'down']);
  });

  it('counts the turns it took, not the ones it refused', () => {
    const s = newSnake('classic', 2, 5);
    expect(step(s, { turns: ['right', 'left', 'up'] }, 0).turns).toBe(1);
  });

  it('eats a dot: one cell longer, ten points, a little faster, a new dot elsewhere', () => {
    const s = at('classic', row(8, 8, 7, 6), { x: 9, y: 8 });
    const next = tick(s);
    expect(next.body).toEqual(row(8, 9, 8, 7, 6));
    expect(next.score).toBe(10);
    expect(next.tickMs).toBe(137);
    expect(next.body).not.toContainEqual(next.food);
  });

  it('never ticks faster than the speed’s fastest pace', () => {
    const s = at('classic', row(8, 8, 7, 6), { x: 9, y: 8 }, { tickMs: 70 });
    expect(tick(s).tickMs).toBe(70);
  });

  it('ends on the edge in classic and maze, and comes back on the other side in wrap', () => {
    const edge = row(8, 16, 15, 14);
    expect(tick(at('classic', edge, { x: 0, y: 0 })).ending).toBe('wall');
    const wrapped = tick(at('wrap', edge, { x: 0, y: 0 }));
    expect(wrapped.ending).toBeNull();
    expect(wrapped.body[0]).toEqual({ x: 0, y: 8 });
    expect(
      tick(
        at(
          'wrap',
          [
            { x: 5, y: 0 },
            { x: 5, y: 1 },
            { x: 5, y: 2 },
          ],
          { x: 0, y: 0 },
          { dir: 'up' },
        ),
      ).body[0],
    ).toEqual({
      x: 5,
      y: 16,
    });
  });

  it('ends on a maze wall, which the other modes do not have', () => {
    const s = at('maze', row(2, 5, 4, 3), { x: 0, y: 0 }, { dir: 'right' });
    expect(tick(s, 'down').ending).toBe('maze');
    expect(isWall('maze', { x: 5, y: 3 })).toBe(true);
    expect(isWall('classic', { x: 5, y: 3 })).toBe(false);
  });

  it('ends when it bites itself, but may follow its own tail', () => {
    // A square loop: the head turns into the cell the tail leaves this tick.
    const loop = [
      { x: 5, y: 5 },
      { x: 5, y: 6 },
      { x: 6, y: 6 },
      { x: 6, y: 5 },
    ];
    expect(tick(at('classic', loop, { x: 0, y: 0 }, { dir: 'up', score: 10 }), 'right').ending).toBeNull();
    const longer = [...loop, { x: 7, y: 5 }];
    expect(tick(at('classic', longer, { x: 0, y: 0 }, { dir: 'up', score: 20 }), 'right').ending).toBe('self');
  });

  it('ends when the snake fills the board', () => {
    // A snake on every cell but the dot's, in rows back and forth, its head beside the dot.
    const body: Cell[] = [];
    for (let y = 0; y < N; y += 1) for (let i = 0; i < N; i += 1) body.push({ x: y % 2 ? N - 1 - i : i, y });
    body.reverse();
    const food = body.shift()!;
    const s = at('classic', body, food, { dir: 'right' });
    expect(tick(s).ending).toBe('full');
  });

  it('does nothing once the round has ended', () => {
    const over = tick(at('classic', row(8, 16, 15, 14), { x: 0, y: 0 }));
    expect(tick(over)).toBe(over);
  });

  it('grows by exactly one per dot, never sits twice on a cell, stays on the board and off the walls, and its dot is free', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Mode>('classic', 'wrap', 'maze'),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.option(fc.constantFrom(...DIRS), { freq: 3 }), { maxLength: 300 }),
        (mode, seed, inputs) => {
          let s = newSnake(mode, 3, seed);
          for (const dir of inputs) {
            const next = step(s, { turns: dir ? [dir] : [] }, 0.06);
            if (next.ending) return;
            const eaten = (next.score - s.score) / 10;
            expect(next.body.length - s.body.length).toBe(eaten);
            expect(next.body.length).toBe(3 + next.score / 10);
            const cells = new Set(next.body.map(({ x, y }) => y * N + x));
            expect(cells.size).toBe(next.body.length);
            for (const c of next.body) {
              expect(c.x >= 0 && c.x < N && c.y >= 0 && c.y < N).toBe(true);
              expect(isWall(mode, c)).toBe(false);
            }
            expect(cells.has(next.food.y * N + next.food.x)).toBe(false);
            expect(isWall(mode, next.food)).toBe(false);
            s = next;
          }
        },
      ),
    );
  });

  it('reads back a saved round and refuses one of another mode or a broken copy', () => {
    const s = step(newSnake('wrap', 2, 3), { turns: ['up'] }, 1);
    const copy = () => JSON.parse(JSON.stringify(s)) as Snake;
    expect(readSnake(copy(), { mode: 'wrap', speed: 2 })).toEqual(s);
    expect(readSnake(copy(), { mode: 'classic', speed: 2 })).toBeNull();
    expect(readSnake(copy(), { mode: 'wrap', speed: 3 })).toBeNull();
    expect(readSnake({ ...copy(), score: 30 }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(
      readSnake(
        {
          ...copy(),
          body: [
            { x: 0, y: 0 },
            { x: 5, y: 5 },
            { x: 5, y: 6 },
          ],
        },
        { mode: 'wrap', speed: 2 },
      ),
    ).toBeNull();
    expect(readSnake({ ...copy(), food: s.body[1] }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(readSnake({ ...copy(), queue: ['up', 'sideways'] }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(readSnake({ ...copy(), ending: 'wall' }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(readSnake({ ...copy(), acc: 1000 }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(readSnake({ ...copy(), rng: -1 }, { mode: 'wrap', speed: 2 })).toBeNull();
    expect(readSnake('junk', { mode: 'wrap', speed: 2 })).toBeNull();
    // Across the edge, two cells are neighbours only in wrap.
    const edge = { ...copy(), body: row(8, 0, 16, 15), food: { x: 3, y: 3 }, dir: 'left' as const };
    expect(readSnake(edge, { mode: 'wrap', speed: 2 })).not.toBeNull();
    expect(readSnake({ ...edge, mode: 'classic' }, { mode: 'classic', speed: 2 })).toBeNull();
  });
});
