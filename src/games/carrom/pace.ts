/** How a speed (1 gentle to 3 fast) plays: the board's pace, the computer's skill, the clock. */
export interface Pace {
  /** Units/s² of sliding deceleration. */
  friction: number;
  /** How much faster than real time the board runs. */
  timeScale: number;
  /** The computer's aiming error (radians, about 1 sd). */
  cpuError: number;
  /** Seconds the computer takes to place, aim and strike. */
  cpuThink: number;
  /** The timed mode's clock, seconds. */
  timeLimit: number;
  /** How much of the aim the guide shows: the full line with the coin's path, a ghost striker, or a short line. */
  guide: 'full' | 'ghost' | 'short';
}

export type Speed = 1 | 2 | 3;

export function paceOf(speed: Speed): Pace {
  const i = speed - 1;
  return {
    friction: [820, 700, 560][i]!,
    timeScale: [0.85, 1, 1.2][i]!,
    cpuError: ([9, 5.5, 3][i]! * Math.PI) / 180,
    cpuThink: [1.3, 1, 0.7][i]!,
    timeLimit: [120, 90, 60][i]!,
    guide: (['full', 'ghost', 'short'] as const)[i]!,
  };
}

/** Striker speed at full power, and at the least. */
export const MAX_SHOT = 3000;
export const MIN_SHOT = 150;
/** Strikes before a practice round ends on its own. */
export const PRACTICE_MAX = 60;
export const POINTS = { w: 10, b: 10, q: 50 } as const;
/** What pocketing the striker costs. */
export const FOUL = 10;
/** A shot is called off after this many seconds even if something still creeps. */
export const SHOT_LIMIT = 14;
