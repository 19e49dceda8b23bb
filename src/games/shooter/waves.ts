import type { Rng } from '../engine/rng';

/**
 * Space Shooter's enemies: the waves each mode sends, and what a destroyed one is worth. Pure: the
 * asteroids' places and drifts come from the battle's seeded generator.
 */

export type Mode = 'waves' | 'asteroids' | 'boss';
export const MODES = ['waves', 'asteroids', 'boss'] as const satisfies readonly [Mode, ...Mode[]];
export type Kind = 'ship' | 'rock' | 'boss';

export interface Foe {
  kind: Kind;
  x: number;
  y: number;
  r: number;
  hp: number;
  vx: number;
  vy: number;
}

/** Enemy speed and the gap between spawns scale with the title's speed. */
export const PACE = { 1: 0.75, 2: 1, 3: 1.3 } as const;
/** In boss mode the boss comes every BOSS_EVERY waves (the fifth). */
export const BOSS_EVERY = 5;
export const bossHp = (wave: number): number => 30 + wave * 2;
export const POINTS: Record<Kind, number> = { ship: 10, rock: 20, boss: 500 };
/** A rock at least this big splits in two smaller ones when destroyed. */
export const SPLITS_ABOVE = 14;

/**
 * Wave `wave` of a mode in a field `w` wide: the boss alone every fifth wave of boss mode, a shower
 * of rocks in asteroids mode, else rows of ships, more of them each wave.
 */
export function spawnWave(mode: Mode, wave: number, speed: 1 | 2 | 3, w: number, rng: Rng): Foe[] {
  const pace = PACE[speed];
  const vy = (40 + wave * 4) * pace;
  if (mode === 'boss' && wave % BOSS_EVERY === 0)
    return [{ kind: 'boss', x: w / 2, y: -40, r: 34, hp: bossHp(wave), vx: 60 * pace, vy: 18 }];
  if (mode === 'asteroids') {
    return Array.from({ length: 2 + Math.min(wave, 5) }, (_, i) => ({
      kind: 'rock' as const,
      x: 20 + rng.next() * (w - 40),
      y: -20 - i * 50,
      r: 18 + rng.next() * 8,
      hp: 3,
      vx: (rng.next() - 0.5) * 50,
      vy,
    }));
  }
  return Array.from({ length: 4 + Math.min(wave, 6) }, (_, i) => ({
    kind: 'ship' as const,
    x: w * (0.15 + (i % 5) * 0.175),
    y: -30 - Math.floor(i / 5) * 40,
    r: 13,
    hp: 1,
    vx: Math.sin(i) * 30,
    vy,
  }));
}

/** A destroyed rock's two halves, flying apart (a small rock just goes). */
export function fragments(rock: Foe): Foe[] {
  if (rock.kind !== 'rock' || rock.r <= SPLITS_ABOVE) return [];
  return [-1, 1].map((side) => ({ kind: 'rock', x: rock.x, y: rock.y, r: rock.r * 0.6, hp: 1, vx: side * 60, vy: rock.vy }));
}
