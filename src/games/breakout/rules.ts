import { Rng } from '../engine/rng';
import { BRICK_H, brickRow, buildWall, H, ROW_STEP, W, WALL_TOP, wallBottom, type Brick, type Mode } from './bricks';

/**
 * Breakout's rules, apart from its drawing: the paddle follows the keys or the pointer, the ball
 * waits on it until launched, bounces off the walls, the paddle (its angle set by where it lands)
 * and the bricks, and is lost below the paddle. Clearing the wall is the next level; the last ball
 * lost, or rush's wall reaching the paddle, ends the game. Pure and seeded: a step takes a state,
 * the player's input and the seconds passed, and gives the next state.
 */

export type { Brick, Mode } from './bricks';
export const MODES = ['classic', 'fortress', 'rush'] as const satisfies readonly [Mode, ...Mode[]];

export const PADDLE_Y = H - 42;
export const PADDLE_W = 72;
export const PADDLE_H = 12;
export const BALL_R = 6;
export const LIVES = 3;
/** Rush: the line the wall must not reach. */
export const DEADLINE = PADDLE_Y - 10;
const KEY_SPEED = 460;
const BALL_SPEED = { 1: 220, 2: 270, 3: 330 } as const;
const CREEP = { 1: 4, 2: 6, 3: 8 } as const;

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  speed: number;
}

export interface Breakout {
  mode: Mode;
  speed: 1 | 2 | 3;
  level: number;
  lives: number;
  score: number;
  /** serve: the ball waits on the paddle; moving: it is in play; over: the game has ended. */
  phase: 'serve' | 'moving' | 'over';
  /** Why the game ended: the last ball lost, or rush's wall at the paddle. */
  ending: 'lost' | 'wall' | null;
  paddle: number;
  /** Where the pointer asked the paddle to go (it eases there), or null. */
  target: number | null;
  ball: Ball;
  bricks: Brick[];
  /** Rush: rows built so far this level, and how far the wall has moved since its last new row. */
  rowsMade: number;
  crept: number;
  rng: number;
}

/** What the player does during a step: keys held, where the pointer is, a launch asked. */
export interface BreakoutInput {
  left?: boolean;
  right?: boolean;
  /** A pointer's position across the field, in world units. */
  target?: number | null;
  launch?: boolean;
}

/** What a step did that the view shows: a brick broken (a burst) or cracked (a chip). */
export interface BrickHit {
  x: number;
  y: number;
  row: number;
  broken: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function serve(s: Breakout): void {
  s.phase = 'serve';
  s.ball = { x: s.paddle, y: PADDLE_Y - BALL_R - 1, vx: 0, vy: 0, speed: BALL_SPEED[s.speed] + (s.level - 1) * 30 };
}

function buildLevel(s: Breakout): void {
  s.bricks = buildWall(s.mode);
  s.rowsMade = 6;
  s.crept = 0;
  serve(s);
}

export function newBreakout(mode: Mode, speed: 1 | 2 | 3, seed: number): Breakout {
  const s: Breakout = {
    mode,
    speed,
    level: 1,
    lives: LIVES,
    score: 0,
    phase: 'serve',
    ending: null,
    paddle: W / 2,
    target: null,
    ball: { x: W / 2, y: 0, vx: 0, vy: 0, speed: 0 },
    bricks: [],
    rowsMade: 0,
    crept: 0,
    rng: seed >>> 0,
  };
  buildLevel(s);
  return s;
}

function end(s: Breakout, ending: 'lost' | 'wall'): void {
  s.phase = 'over';
  s.ending = ending;
}

function loseBall(s: Breakout): void {
  s.lives -= 1;
  if (s.lives > 0) serve(s);
  else end(s, 'lost');
}

/** Rush: the wall moves down; a new row enters above it for every row's height; it must not reach the paddle. */
function creep(s: Breakout, dt: number): void {
  const dy = CREEP[s.speed] * dt;
  s.crept += dy;
  s.bricks = s.bricks.map((b) => ({ ...b, y: b.y + dy }));
  const bottom = wallBottom(s.bricks);
  if (s.crept >= ROW_STEP) {
    s.crept -= ROW_STEP;
    // Where the wall's top row stood before it moved down.
    s.bricks = [...s.bricks, ...brickRow(s.mode, -s.rowsMade, WALL_TOP + s.crept)];
    s.rowsMade += 1;
  }
  if (bottom >= DEADLINE) end(s, 'wall');
}

/** The ball moves a little: walls, paddle, one brick at the most. */
function moveBall(s: Breakout, dt: number, hits: BrickHit[]): void {
  const ball = s.ball;
  ball.x += ball.vx * dt;
  ball.y += ball.vy * dt;
  if (ball.x < BALL_R) [ball.x, ball.vx] = [BALL_R, Math.abs(ball.vx)];
  if (ball.x > W - BALL_R) [ball.x, ball.vx] = [W - BALL_R, -Math.abs(ball.vx)];
  if (ball.y < BALL_R) [ball.y, ball.vy] = [BALL_R, Math.abs(ball.vy)];
  if (ball.y - BALL_R > H) return loseBall(s);

  // The paddle: the bounce's angle is where the ball lands, which makes the game steerable. Only
  // on the way down, so the ball cannot get stuck inside it.
  const half = PADDLE_W / 2;
  if (
    ball.vy > 0 &&
    ball.y + BALL_R >= PADDLE_Y &&
    ball.y - BALL_R <= PADDLE_Y + PADDLE_H &&
    Math.abs(ball.x - s.paddle) <= half + BALL_R
  ) {
    const angle = clamp((ball.x - s.paddle) / half, -1, 1) * (Math.PI / 3); // up to 60° from vertical
    ball.vx = ball.speed * Math.sin(angle);
    ball.vy = -ball.speed * Math.cos(angle);
    ball.y = PADDLE_Y - BALL_R;
  }

  const index = s.bricks.findIndex((b) => {
    const cx = clamp(ball.x, b.x, b.x + b.w);
    const cy = clamp(ball.y, b.y, b.y + b.h);
    return (ball.x - cx) ** 2 + (ball.y - cy) ** 2 <= BALL_R * BALL_R;
  });
  if (index < 0) return;
  const b = s.bricks[index]!;
  // Reflect on the axis with the smaller overlap: that is the side the ball came through.
  const overlapX = Math.min(ball.x + BALL_R - b.x, b.x + b.w - (ball.x - BALL_R));
  const overlapY = Math.min(ball.y + BALL_R - b.y, b.y + b.h - (ball.y - BALL_R));
  if (overlapX < overlapY) ball.vx = -ball.vx;
  else ball.vy = -ball.vy;
  // A little faster with every brick, the same way.
  const k = (ball.speed + 3) / ball.speed;
  ball.speed += 3;
  ball.vx *= k;
  ball.vy *= k;
  const broken = b.hits === 1;
  s.bricks = broken
    ? s.bricks.filter((_, i) => i !== index)
    : s.bricks.map((x, i) => (i === index ? { ...x, hits: x.hits - 1 } : x));
  hits.push(broken ? { x: b.x + b.w / 2, y: b.y + b.h / 2, row: b.row, broken } : { x: ball.x, y: ball.y, row: b.row, broken });
  if (!broken) return;
  s.score += b.points * s.level;
  if (s.bricks.length === 0) {
    s.level += 1;
    buildLevel(s);
  }
}

/**
 * `dt` seconds of play. Keys move the paddle at a fixed speed (and forget the pointer); a pointer
 * sets a target the paddle eases to. A launch sends the ball up from the paddle with a slight,
 * seeded tilt. Broken and cracked bricks are pushed to `hits` for the view.
 */
export function step(state: Breakout, input: BreakoutInput, dt: number, hits: BrickHit[] = []): Breakout {
  if (state.phase === 'over') return state;
  const s: Breakout = { ...state, ball: { ...state.ball } };
  const half = PADDLE_W / 2;
  if (input.target !== undefined) s.target = input.target;
  if (input.left || input.right) {
    s.target = null;
    s.paddle += (Number(!!input.right) - Number(!!input.left)) * KEY_SPEED * dt;
  } else if (s.target !== null) {
    s.paddle += (s.target - s.paddle) * Math.min(1, dt * 25);
  }
  s.paddle = clamp(s.paddle, half, W - half);

  if (s.phase === 'serve' && input.launch) {
    const rng = new Rng(s.rng);
    const angle = rng.next() * 0.6 - 0.3;
    s.rng = rng.state;
    s.phase = 'moving';
    s.ball.vx = s.ball.speed * Math.sin(angle);
    s.ball.vy = -s.ball.speed * Math.cos(angle);
  }
  if (s.phase === 'serve') {
    s.ball.x = s.paddle;
    s.ball.y = PADDLE_Y - BALL_R - 1;
    return s;
  }
  if (s.mode === 'rush') creep(s, dt);
  // Sub-steps, so that a fast ball cannot pass through a brick in one step.
  const steps = Math.max(1, Math.ceil((Math.hypot(s.ball.vx, s.ball.vy) * dt) / 4));
  for (let i = 0; i < steps && s.phase === 'moving'; i += 1) moveBall(s, dt / steps, hits);
  return s;
}

/** The ball is inside the field (or just lost below it). */
export const inField = ({ x, y }: Ball): boolean => x >= BALL_R && x <= W - BALL_R && y >= BALL_R;

const isNumber = (v: unknown, lo = -Infinity, hi = Infinity): v is number => typeof v === 'number' && v >= lo && v <= hi;
const isWhole = (v: unknown, lo = 0, hi = Infinity): v is number => Number.isInteger(v) && isNumber(v, lo, hi);

function isBrick(v: unknown): v is Brick {
  const b = v as Brick;
  return (
    typeof b === 'object' &&
    b !== null &&
    isNumber(b.x, 0, W) &&
    isNumber(b.y, -H, H) &&
    isNumber(b.w, 1, W) &&
    b.h === BRICK_H &&
    isWhole(b.row, -1e6) &&
    isWhole(b.points, 1) &&
    isWhole(b.maxHits, 1, 3) &&
    isWhole(b.hits, 1, b.maxHits)
  );
}

/** A saved game read back, or null when it is not a running game of this mode and speed. */
export function readBreakout(saved: unknown, { mode, speed }: { mode: Mode; speed: 1 | 2 | 3 }): Breakout | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Breakout;
  if (s.mode !== mode || s.speed !== speed || (s.phase !== 'serve' && s.phase !== 'moving') || s.ending !== null) return null;
  if (!isWhole(s.level, 1) || !isWhole(s.lives, 1, LIVES) || !isWhole(s.score) || !isWhole(s.rng, 0, 0xffffffff)) return null;
  if (!isNumber(s.paddle, PADDLE_W / 2, W - PADDLE_W / 2) || !(s.target === null || isNumber(s.target, -W, 2 * W))) return null;
  if (!isWhole(s.rowsMade, 6) || !isNumber(s.crept, 0, ROW_STEP)) return null;
  const b = s.ball as Partial<Ball> | null;
  if (
    typeof b !== 'object' ||
    b === null ||
    !isNumber(b.speed, 1, 5000) ||
    !isNumber(b.vx, -5000, 5000) ||
    !isNumber(b.vy, -5000, 5000)
  )
    return null;
  if (!isNumber(b.x, BALL_R, W - BALL_R) || !isNumber(b.y, BALL_R, H + BALL_R)) return null;
  if (!Array.isArray(s.bricks) || s.bricks.length === 0 || !s.bricks.every(isBrick)) return null;
  return s;
}
