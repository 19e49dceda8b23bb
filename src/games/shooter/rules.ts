import { Rng } from '../engine/rng';
import { BOSS_EVERY, fragments, MODES, POINTS, spawnWave, type Foe, type Kind, type Mode } from './waves';

/**
 * Space Shooter's rules, apart from its drawing: the ship flies left and right at the bottom of the
 * field and fires by itself; waves of enemies come down; a shot takes one of an enemy's hit points,
 * a bomb clears the field (and takes ten of the boss's). An enemy that reaches the ship or gets past
 * it costs a life, then the ship is shielded for a moment. Three lives; in boss mode the battle is won
 * when the boss's health reaches 0. Distances are CSS pixels of the field, time seconds of fixed
 * steps. Pure: a step takes a battle and gives the next one, chance from the battle's generator.
 */

export { MODES, type Foe, type Mode };

export const LIVES = 3;
export const BOMBS = 3;
export const FIRE_EVERY = 0.26;
export const SHIP_SPEED = 260;
export const SHOT_SPEED = 520;
/** Seconds the ship is shielded after a hit. */
export const SHIELD = 1.2;
/** The ship's centre above the field's bottom, its radius, and how close it may come to a side. */
export const SHIP_UP = 40;
export const SHIP_R = 12;
export const SHIP_MARGIN = 16;
export const SHOT_R = 3;
/** A shot is fired this far above the field's bottom, and dropped once this far above its top. */
export const SHOT_UP = 56;
export const SHOT_GONE = -10;
export const FIRST_WAVE_IN = 0.6;
export const WAVE_GAP = 0.9;

export interface Shot {
  x: number;
  y: number;
}

export interface Battle {
  mode: Mode;
  speed: 1 | 2 | 3;
  /** The field's size, as the screen gives it. */
  w: number;
  h: number;
  shipX: number;
  shots: Shot[];
  foes: Foe[];
  score: number;
  lives: number;
  bombs: number;
  wave: number;
  /** Seconds until the next wave may come (it comes once the field is clear). */
  waveIn: number;
  sinceShot: number;
  shieldLeft: number;
  over: boolean;
  /** The boss was destroyed (boss mode). */
  won: boolean;
  rng: number;
}

/** What the player does at a step: fly left (-1) or right (1), drag the ship to x, drop a bomb. */
export interface Input {
  dir: -1 | 0 | 1;
  to: number | null;
  bomb: boolean;
}
export const IDLE: Input = { dir: 0, to: null, bomb: false };

/** Where something burst this step, for the view's sparks: an enemy destroyed, bombed, or the ship hit. */
export interface Burst {
  x: number;
  y: number;
  kind: 'kill' | 'bomb' | 'hurt';
}

export function newBattle(mode: Mode, speed: 1 | 2 | 3, seed: number, w: number, h: number): Battle {
  return {
    mode,
    speed,
    w,
    h,
    shipX: w / 2,
    shots: [],
    foes: [],
    score: 0,
    lives: LIVES,
    bombs: BOMBS,
    wave: 0,
    waveIn: FIRST_WAVE_IN,
    // The first shot goes at once.
    sinceShot: FIRE_EVERY,
    shieldLeft: 0,
    over: false,
    won: false,
    rng: seed >>> 0,
  };
}

const clampShip = (x: number, w: number) => Math.max(SHIP_MARGIN, Math.min(w - SHIP_MARGIN, x));

/** The field took another size on screen: the ship stays inside it. */
export const resize = (b: Battle, w: number, h: number): Battle => ({ ...b, w, h, shipX: Math.min(b.shipX, w - SHIP_MARGIN) });

/** The ship's centre. */
export const shipY = (b: Battle): number => b.h - SHIP_UP;

/** One battle being stepped: a copy of the state, changed in place by the step's parts. */
interface Work {
  b: Battle;
  bursts: Burst[];
}

function hurt(work: Work) {
  const { b } = work;
  if (b.shieldLeft > 0) return;
  b.lives -= 1;
  b.shieldLeft = SHIELD;
  work.bursts.push({ x: b.shipX, y: shipY(b), kind: 'hurt' });
  if (b.lives <= 0) b.over = true;
}

/** Takes the destroyed enemies off the field, scoring each; a big rock splits; the boss's end wins boss mode. */
function reap(work: Work) {
  const { b } = work;
  const kept: Foe[] = [];
  for (const f of b.foes) {
    if (f.hp > 0) {
      kept.push(f);
      continue;
    }
    b.score += POINTS[f.kind];
    kept.push(...fragments(f));
    if (f.kind === 'boss') {
      b.won = true;
      b.over = true;
    }
  }
  b.foes = kept;
}

function bomb(work: Work) {
  const { b } = work;
  if (b.bombs === 0) return;
  b.bombs -= 1;
  b.foes = b.foes.map((f) => ({ ...f, hp: f.kind === 'boss' ? f.hp - 10 : 0 }));
  for (const f of b.foes) work.bursts.push({ x: f.x, y: f.y, kind: 'bomb' });
  reap(work);
}

function moveFoes(work: Work, dt: number) {
  const { b } = work;
  const sy = shipY(b);
  const spent = new Set<Shot>();
  b.foes = b.foes.map((foe) => {
    const f = { ...foe, x: foe.x + foe.vx * dt, y: foe.y + foe.vy * dt };
    // The boss comes down to its place near the top and stays there.
    if (f.kind === 'boss' && f.y > b.h * 0.18) f.vy = 0;
    if (f.x < f.r || f.x > b.w - f.r) f.vx = -f.vx;
    for (const s of b.shots) {
      if (!spent.has(s) && Math.hypot(s.x - f.x, s.y - f.y) < f.r + SHOT_R) {
        spent.add(s);
        f.hp -= 1;
        if (f.hp <= 0) work.bursts.push({ x: f.x, y: f.y, kind: 'kill' });
      }
    }
    if (Math.hypot(f.x - b.shipX, f.y - sy) < f.r + SHIP_R) {
      f.hp = 0;
      hurt(work);
    }
    return f;
  });
  if (spent.size > 0) b.shots = b.shots.filter((s) => !spent.has(s));
  // An enemy that gets past the ship costs a life (the boss never comes down that far).
  const past = b.foes.filter((f) => f.y - f.r > b.h);
  if (past.length > 0) b.foes = b.foes.filter((f) => f.y - f.r <= b.h);
  for (let i = 0; i < past.length; i += 1) hurt(work);
}

/**
 * One fixed step of `dt` seconds: the player's input, the ship's gun, the shots and enemies
 * moving and meeting, the destroyed enemies scored, and a new wave once the field is clear.
 */
export function step(battle: Battle, dt: number, input: Input = IDLE): { battle: Battle; bursts: Burst[] } {
  if (battle.over) return { battle, bursts: [] };
  const b: Battle = { ...battle, shots: battle.shots.map((s) => ({ ...s })), shieldLeft: Math.max(0, battle.shieldLeft - dt) };
  const work: Work = { b, bursts: [] };
  if (input.bomb) bomb(work);
  b.shipX = clampShip((input.to ?? b.shipX) + input.dir * SHIP_SPEED * dt, b.w);
  b.sinceShot += dt;
  if (b.sinceShot >= FIRE_EVERY) {
    b.sinceShot = 0;
    b.shots.push({ x: b.shipX, y: b.h - SHOT_UP });
  }
  for (const s of b.shots) s.y -= SHOT_SPEED * dt;
  b.shots = b.shots.filter((s) => s.y > SHOT_GONE);
  moveFoes(work, dt);
  reap(work);
  b.waveIn -= dt;
  if (!b.over && b.foes.length === 0 && b.waveIn <= 0) {
    const rng = new Rng(b.rng);
    b.wave += 1;
    b.foes = spawnWave(b.mode, b.wave, b.speed, b.w, rng);
    b.rng = rng.state;
    b.waveIn = WAVE_GAP;
  }
  return { battle: b, bursts: work.bursts };
}

/** In boss mode, a boss wave is on now. */
export const bossWave = (b: Battle): boolean => b.mode === 'boss' && b.wave % BOSS_EVERY === 0 && b.wave > 0;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const KINDS: readonly Kind[] = ['ship', 'rock', 'boss'];

function isFoe(v: unknown): v is Foe {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Partial<Foe>;
  return (
    KINDS.includes(f.kind as Kind) &&
    [f.x, f.y, f.vx, f.vy].every(isNumber) &&
    isNumber(f.r) &&
    f.r > 0 &&
    isWhole(f.hp, -20, 100)
  );
}
const isShot = (v: unknown): v is Shot =>
  typeof v === 'object' && v !== null && isNumber((v as Shot).x) && isNumber((v as Shot).y);

/** A saved battle read back, or null when it is not a running battle of this mode and speed. */
export function readBattle(saved: unknown, mode: Mode, speed: 1 | 2 | 3): Battle | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const b = saved as Partial<Battle>;
  if (b.mode !== mode || b.speed !== speed || b.over !== false || b.won !== false) return null;
  if (!isNumber(b.w) || !isNumber(b.h) || b.w <= 0 || b.h <= 0 || !isNumber(b.shipX)) return null;
  if (!Array.isArray(b.shots) || !b.shots.every(isShot) || !Array.isArray(b.foes) || !b.foes.every(isFoe)) return null;
  if (!isWhole(b.score, 0, Number.MAX_SAFE_INTEGER) || !isWhole(b.lives, 1, LIVES) || !isWhole(b.bombs, 0, BOMBS)) return null;
  if (!isWhole(b.wave, 0, 1e6) || !isWhole(b.rng, 0, 0xffffffff)) return null;
  if (![b.waveIn, b.sinceShot, b.shieldLeft].every(isNumber) || b.shieldLeft! < 0 || b.shieldLeft! > SHIELD) return null;
  return b as Battle;
}
