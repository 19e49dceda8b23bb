import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brickRow, BRICK_H, H, ROW_STEP, W, WALL_TOP } from '../../../src/games/breakout/bricks';
import {
  BALL_R,
  DEADLINE,
  inField,
  newBreakout,
  PADDLE_Y,
  readBreakout,
  step,
  type Breakout,
  type BreakoutInput,
  type BrickHit,
  type Mode,
} from '../../../src/games/breakout/rules';

const DT = 1 / 60;
const run = (s: Breakout, input: BreakoutInput, steps: number) => {
  for (let i = 0; i < steps; i += 1) s = step(s, input, DT);
  return s;
};
/** A game with the ball in flight where a test wants it. */
const flying = (ball: Partial<Breakout['ball']>, extra: Partial<Breakout> = {}, mode: Mode = 'classic'): Breakout => {
  const s = newBreakout(mode, 2, 1);
  return { ...s, phase: 'moving', ball: { ...s.ball, ...ball }, ...extra };
};
const hitsLeft = (s: Breakout) => s.bricks.reduce((n, b) => n + b.hits, 0);

describe('breakout rules', () => {
  it('starts with six rows of eight bricks, three lives and the ball waiting on the paddle', () => {
    const s = newBreakout('classic', 2, 1);
    expect(s.bricks).toHaveLength(48);
    expect(s).toMatchObject({ lives: 3, level: 1, score: 0, phase: 'serve' });
    expect(s.ball).toMatchObject({ x: W / 2, y: PADDLE_Y - BALL_R - 1, speed: 270 });
    expect(newBreakout('classic', 1, 1).ball.speed).toBe(220);
    expect(newBreakout('classic', 3, 1).ball.speed).toBe(330);
  });

  it('moves the paddle with the keys at a fixed speed, within the field, the waiting ball with it', () => {
    const s = newBreakout('classic', 2, 1);
    const left = run(s, { left: true }, 15);
    expect(left.paddle).toBeCloseTo(W / 2 - 115);
    expect(left.ball.x).toBe(left.paddle);
    expect(run(s, { right: true }, 200).paddle).toBe(W - 36);
  });

  it('eases the paddle towards the pointer, and keys forget the pointer', () => {
    const s = step(newBreakout('classic', 2, 1), { target: 300 }, DT);
    expect(s.target).toBe(300);
    expect(run(s, {}, 60).paddle).toBeCloseTo(300);
    expect(step(s, { left: true }, DT).target).toBeNull();
  });

  it('launches the ball upward with a slight tilt drawn from the seed', () => {
    const a = step(newBreakout('classic', 2, 1), { launch: true }, DT);
    expect(a.phase).toBe('moving');
    expect(a.ball.vy).toBeLessThan(0);
    expect(Math.abs(Math.atan2(a.ball.vx, -a.ball.vy))).toBeLessThanOrEqual(0.3);
    expect(Math.hypot(a.ball.vx, a.ball.vy)).toBeCloseTo(270);
    expect(step(newBreakout('classic', 2, 1), { launch: true }, DT).ball.vx).toBe(a.ball.vx);
    expect(step(newBreakout('classic', 2, 2), { launch: true }, DT).ball.vx).not.toBe(a.ball.vx);
  });

  it('bounces off the side and top walls', () => {
    expect(step(flying({ x: BALL_R + 1, y: 300, vx: -270, vy: 0 }), {}, DT).ball.vx).toBeGreaterThan(0);
    expect(step(flying({ x: W - BALL_R - 1, y: 300, vx: 270, vy: 0 }), {}, DT).ball.vx).toBeLessThan(0);
    const top = flying({ x: 100, y: BALL_R + 1, vx: 0, vy: -270 }, { bricks: [] });
    expect(step(top, {}, DT).ball.vy).toBeGreaterThan(0);
  });

  it('sends the ball back up from the paddle, steeper in the middle, up to 60° at its edge', () => {
    const middle = step(flying({ x: W / 2, y: PADDLE_Y - BALL_R - 1, vx: 0, vy: 270 }), {}, DT);
    expect(middle.ball.vy).toBeCloseTo(-270);
    const edge = step(flying({ x: W / 2 + 36, y: PADDLE_Y - BALL_R - 1, vx: 0, vy: 270 }), {}, DT);
    expect(Math.atan2(edge.ball.vx, -edge.ball.vy)).toBeCloseTo(Math.PI / 3);
  });

  it('removes a brick at its hit, scores its points times the level, bounces and speeds up a little', () => {
    const s = flying({ x: 30, y: WALL_TOP + 5 * ROW_STEP + BRICK_H + BALL_R + 1, vx: 0, vy: -270 }, { level: 2 });
    const hits: BrickHit[] = [];
    const next = step(s, {}, DT, hits);
    expect(next.bricks).toHaveLength(47);
    expect(next.score).toBe(10 * 2);
    expect(next.ball.vy).toBeGreaterThan(0);
    expect(next.ball.speed).toBe(273);
    expect(hits).toEqual([expect.objectContaining({ row: 5, broken: true })]);
  });

  it('counts down a fortress brick’s hits: it cracks, stays, and scores only when it breaks', () => {
    const s = flying(
      { x: 30, y: WALL_TOP + BRICK_H + BALL_R + 1, vx: 0, vy: -270 },
      { bricks: brickRow('fortress', 0, WALL_TOP) },
      'fortress',
    );
    const hits: BrickHit[] = [];
    const next = step(s, {}, DT, hits);
    expect(next.bricks).toHaveLength(8);
    expect(next.bricks[0]).toMatchObject({ hits: 2, maxHits: 3 });
    expect(next.score).toBe(0);
    expect(hits).toEqual([expect.objectContaining({ broken: false })]);
    expect(brickRow('fortress', 0, 0)[0]!.points).toBe(35 * 3);
    expect(brickRow('fortress', 3, 0)[0]!.hits).toBe(2);
    expect(brickRow('fortress', 5, 0)[0]!.hits).toBe(1);
  });

  it('loses a ball below the paddle: one life less and the next ball waits; the last one ends the game', () => {
    const low = { x: 20, y: H + BALL_R - 1, vx: 0, vy: 270 };
    const next = step(flying(low), {}, DT);
    expect(next).toMatchObject({ lives: 2, phase: 'serve' });
    const last = step(flying(low, { lives: 1 }), {}, DT);
    expect(last).toMatchObject({ lives: 0, phase: 'over', ending: 'lost' });
    expect(step(last, { launch: true }, DT)).toBe(last);
  });

  it('builds the next level’s wall when the last brick breaks, with a faster ball', () => {
    const [brick] = brickRow('classic', 5, 200);
    const s = flying({ x: brick!.x + 5, y: 200 + BRICK_H + BALL_R + 1, vx: 0, vy: -270 }, { bricks: [brick!] });
    const next = step(s, {}, DT);
    expect(next).toMatchObject({ level: 2, phase: 'serve', score: 10 });
    expect(next.bricks).toHaveLength(48);
    expect(next.ball.speed).toBe(300);
  });

  it('rush: the wall creeps down while the ball is in play, a new row comes in at the top, and the wall at the paddle ends the game', () => {
    const s = flying({ x: 100, y: 400, vx: 0, vy: -1 }, {}, 'rush');
    const later = run(s, {}, 60);
    expect(later.bricks[0]!.y).toBeCloseTo(WALL_TOP + 6);
    const row = run({ ...s, crept: ROW_STEP - 0.05 }, {}, 1);
    expect(row.bricks).toHaveLength(56);
    expect(row.rowsMade).toBe(7);
    expect(Math.min(...row.bricks.map((b) => b.y))).toBeCloseTo(WALL_TOP, 0);
    const low = { ...s, bricks: brickRow('rush', 0, DEADLINE - BRICK_H + 0.01) };
    expect(step(low, {}, DT)).toMatchObject({ phase: 'over', ending: 'wall' });
    // While the ball waits on the paddle the wall stands still.
    expect(run(newBreakout('rush', 2, 1), {}, 60).bricks[0]!.y).toBe(WALL_TOP);
  });

  it('keeps the ball in the field, removes bricks exactly when hit, only adds to the score, takes a life exactly when a ball is lost, and clears a level exactly when no brick is left', () => {
    const input = fc.record({
      launch: fc.boolean(),
      left: fc.boolean(),
      right: fc.boolean(),
      target: fc.option(fc.integer({ min: 0, max: W }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<Mode>('classic', 'fortress', 'rush'),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.tuple(input, fc.integer({ min: 1, max: 40 })), { maxLength: 30 }),
        (mode, seed, inputs) => {
          let s = newBreakout(mode, 3, seed);
          for (const [held, times] of inputs) {
            for (let i = 0; i < times && s.phase !== 'over'; i += 1) {
              // Half the time the paddle follows the ball, so that balls come back and bricks break.
              const follow = i % 2 === 0 ? { target: s.ball.x } : {};
              const hits: BrickHit[] = [];
              const next = step(s, { ...held, ...follow }, DT, hits);
              expect(inField(next.ball)).toBe(true);
              expect(next.ball.y).toBeLessThanOrEqual(H + BALL_R);
              expect(next.score).toBeGreaterThanOrEqual(s.score);
              expect(next.bricks.length).toBeGreaterThan(0);
              const lost = s.phase === 'moving' && next.level === s.level && (next.phase === 'serve' || next.ending === 'lost');
              expect(next.lives).toBe(lost ? s.lives - 1 : s.lives);
              const cleared = next.level > s.level;
              const broken = hits.filter((h) => h.broken).length;
              if (cleared) {
                expect(next.level).toBe(s.level + 1);
                expect(broken).toBeGreaterThan(0);
                expect(next.bricks).toHaveLength(48);
              } else if (next.rowsMade === s.rowsMade) {
                expect(hitsLeft(s) - hitsLeft(next)).toBe(hits.length);
                expect(s.bricks.length - next.bricks.length).toBe(broken);
              }
              s = next;
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);

  it('reads back a saved game and refuses one of another mode or a broken copy', () => {
    const s = run(step(newBreakout('fortress', 2, 3), { launch: true }, DT), {}, 90);
    const copy = () => JSON.parse(JSON.stringify(s)) as Breakout;
    expect(readBreakout(copy(), { mode: 'fortress', speed: 2 })).toEqual(s);
    expect(readBreakout(copy(), { mode: 'classic', speed: 2 })).toBeNull();
    expect(readBreakout(copy(), { mode: 'fortress', speed: 1 })).toBeNull();
    expect(readBreakout({ ...copy(), lives: 0 }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), phase: 'over' }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), ball: { ...s.ball, x: -5 } }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), ball: null }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), bricks: [] }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), bricks: [{ ...s.bricks[0], hits: 4 }] }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), paddle: 0 }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout({ ...copy(), crept: 99 }, { mode: 'fortress', speed: 2 })).toBeNull();
    expect(readBreakout('junk', { mode: 'fortress', speed: 2 })).toBeNull();
  });
});
