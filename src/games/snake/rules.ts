import { Rng } from '../engine/rng';

/**
 * Snake's rules, apart from its drawing: the snake moves one cell a tick, turns as the player
 * asked (up to three turns buffered), grows by one with each dot it eats and speeds up a little;
 * it ends on an edge (classic), a maze wall (maze) or its own body. Pure and seeded: a step takes
 * a state, the turns asked since the last step and the seconds passed, and gives the next state.
 */

export type Mode = 'classic' | 'wrap' | 'maze';
export const MODES = ['classic', 'wrap', 'maze'] as const satisfies readonly [Mode, ...Mode[]];
export type Direction = 'up' | 'down' | 'left' | 'right';
export type Ending = 'wall' | 'maze' | 'self' | 'full';

/** Cells per side; odd, so that the snake starts centred. */
export const N = 17;
export const POINTS = 10;
const START_MS = { 1: 180, 2: 140, 3: 105 } as const;
const FASTEST_MS = { 1: 100, 2: 70, 3: 55 } as const;
const QUEUE = 3;

export const VECTORS: Record<Direction, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};
const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

export interface Cell {
  x: number;
  y: number;
}

export interface Snake {
  mode: Mode;
  speed: 1 | 2 | 3;
  /** Head first. */
  body: Cell[];
  dir: Direction;
  /** Turns asked and not yet taken, so that a quick "up, left" both count. */
  queue: Direction[];
  food: Cell;
  score: number;
  /** Milliseconds a tick takes: shorter with every dot. */
  tickMs: number;
  /** Milliseconds since the last tick. */
  acc: number;
  ending: Ending | null;
  /** Turns taken so far: the view tells the portal the player's input was answered. */
  turns: number;
  /** The generator's state, so that a resumed game places the food it would have placed. */
  rng: number;
}

/** What the player did since the last step: the turns asked, in order. */
export interface SnakeInput {
  turns: readonly Direction[];
}

/**
 * The maze's walls: two bars above and below the start, and side walls with a door in the middle
 * row, so the centre is a room with four exits. The start row ahead of the snake stays open.
 */
function mazeWalls(): ReadonlySet<number> {
  const walls = new Set<number>();
  for (const x of [3, 4, 5, 6, 7, 9, 10, 11, 12, 13]) walls.add(3 * N + x).add(13 * N + x);
  for (const y of [5, 6, 7, 9, 10, 11]) walls.add(y * N + 3).add(y * N + 13);
  return walls;
}
const WALLS: Record<Mode, ReadonlySet<number>> = { classic: new Set(), wrap: new Set(), maze: mazeWalls() };

/** The wall cells of a mode, as y * N + x. */
export const wallsOf = (mode: Mode): ReadonlySet<number> => WALLS[mode];
export const isWall = (mode: Mode, { x, y }: Cell): boolean => WALLS[mode].has(y * N + x);
const onSnake = (body: readonly Cell[], { x, y }: Cell) => body.some((s) => s.x === x && s.y === y);

/** A dot on a free cell (no wall, no snake), or null when the snake fills the board. */
function placeFood(mode: Mode, body: readonly Cell[], rng: Rng): Cell | null {
  const free: Cell[] = [];
  for (let y = 0; y < N; y += 1)
    for (let x = 0; x < N; x += 1) if (!isWall(mode, { x, y }) && !onSnake(body, { x, y })) free.push({ x, y });
  return free.length === 0 ? null : free[rng.int(free.length)]!;
}

/** A new round: three cells long in the middle, heading right. Speed sets how fast it ticks. */
export function newSnake(mode: Mode, speed: 1 | 2 | 3, seed: number): Snake {
  const mid = (N - 1) / 2;
  const body = [0, 1, 2].map((i) => ({ x: mid - i, y: mid }));
  const rng = new Rng(seed);
  const food = placeFood(mode, body, rng)!;
  return {
    mode,
    speed,
    body,
    dir: 'right',
    queue: [],
    food,
    score: 0,
    tickMs: START_MS[speed],
    acc: 0,
    ending: null,
    turns: 0,
    rng: rng.state,
  };
}

/**
 * A turn asked: buffered unless it goes the way the snake will already be heading or straight back
 * (checked against the last buffered turn, so a fast "up, left" while moving right cannot turn into
 * the neck). Mutates the copy it is given.
 */
function turn(s: Snake, dir: Direction): void {
  const ref = s.queue.length ? s.queue[s.queue.length - 1]! : s.dir;
  if (dir === ref || dir === OPPOSITE[ref] || s.queue.length >= QUEUE) return;
  s.queue.push(dir);
  s.turns += 1;
}

/** The snake moves one cell: it eats, grows, or ends. Mutates the copy it is given. */
function tick(s: Snake): void {
  if (s.queue.length) s.dir = s.queue.shift()!;
  const [dx, dy] = VECTORS[s.dir];
  const head = { x: s.body[0]!.x + dx, y: s.body[0]!.y + dy };
  if (s.mode === 'wrap') {
    head.x = (head.x + N) % N;
    head.y = (head.y + N) % N;
  }
  if (head.x < 0 || head.y < 0 || head.x >= N || head.y >= N) return void (s.ending = 'wall');
  if (isWall(s.mode, head)) return void (s.ending = 'maze');
  const eating = head.x === s.food.x && head.y === s.food.y;
  // The tail moves out of the way this tick unless the snake grows, so it is a legal target.
  const body = eating ? s.body : s.body.slice(0, -1);
  if (onSnake(body, head)) return void (s.ending = 'self');
  s.body = [head, ...body];
  if (!eating) return;
  s.score += POINTS;
  s.tickMs = Math.max(FASTEST_MS[s.speed], s.tickMs - 3); // a little faster with every bite
  const rng = new Rng(s.rng);
  const food = placeFood(s.mode, s.body, rng);
  s.rng = rng.state;
  if (food) s.food = food;
  else s.ending = 'full';
}

/** `dt` seconds of play with the turns asked since the last step: the snake ticks as often as its speed says. */
export function step(snake: Snake, input: SnakeInput, dt: number): Snake {
  if (snake.ending) return snake;
  const s: Snake = { ...snake, queue: [...snake.queue] };
  for (const dir of input.turns) turn(s, dir);
  s.acc += dt * 1000;
  while (s.acc >= s.tickMs && !s.ending) {
    s.acc -= s.tickMs;
    tick(s);
  }
  return s;
}

const DIRECTIONS = Object.keys(VECTORS) as Direction[];
const isWhole = (value: unknown, min = 0, max = Infinity): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isCell = (c: unknown): c is Cell =>
  typeof c === 'object' && c !== null && isWhole((c as Cell).x, 0, N - 1) && isWhole((c as Cell).y, 0, N - 1);
const isDirection = (d: unknown): d is Direction => DIRECTIONS.includes(d as Direction);

/** Two cells side by side on the board (across an edge too, in wrap). */
function neighbours(mode: Mode, a: Cell, b: Cell): boolean {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  const wrapped = (d: number) => (mode === 'wrap' ? Math.min(d, N - d) : d);
  return wrapped(dx) + wrapped(dy) === 1;
}

/** A saved round read back, or null when it is not a running round of this mode. */
export function readSnake(saved: unknown, { mode, speed }: { mode: Mode; speed: 1 | 2 | 3 }): Snake | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Partial<Snake>;
  if (s.mode !== mode || s.speed !== speed || s.ending !== null || !isDirection(s.dir) || !isCell(s.food)) return null;
  if (!Array.isArray(s.body) || s.body.length < 3 || !s.body.every(isCell)) return null;
  if (!Array.isArray(s.queue) || s.queue.length > QUEUE || !s.queue.every(isDirection)) return null;
  if (!isWhole(s.turns) || !isWhole(s.score) || s.score !== (s.body.length - 3) * POINTS || !isWhole(s.rng, 0, 0xffffffff))
    return null;
  if (!isWhole(s.tickMs, FASTEST_MS[speed], START_MS[speed]) || typeof s.acc !== 'number' || !(s.acc >= 0 && s.acc < s.tickMs))
    return null;
  const cells = new Set(s.body.map(({ x, y }) => y * N + x));
  if (cells.size !== s.body.length || cells.has(s.food.y * N + s.food.x) || isWall(mode, s.food)) return null;
  if (s.body.some((c, i) => isWall(mode, c) || (i > 0 && !neighbours(mode, c, s.body![i - 1]!)))) return null;
  return s as Snake;
}
