import { GOAL_ASPECT } from './keeper';

/**
 * The camera: a goal seen from 11 m behind the penalty spot, in a simple perspective, so sizes on
 * the spot are twice those on the goal line. Used by the picture and by the pointer input.
 */

export interface Geometry {
  W: number;
  H: number;
  cx: number;
  /** Half the goal's width on the goal line, in pixels. */
  halfW: number;
  /** The goal's height on the goal line, in pixels. */
  gh: number;
  /** The goal line's y. */
  gl: number;
  /** The penalty spot's y. */
  spotY: number;
}

export function geometry(W: number, H: number): Geometry {
  const halfW = W * 0.4;
  return { W, H, cx: W / 2, halfW, gh: halfW * GOAL_ASPECT, gl: H * 0.43, spotY: H * 0.83 };
}

export interface Projected {
  x: number;
  y: number;
  ground: number;
  s: number;
}

/** Where a world point (x across, z deep, h high) is on the screen, and its scale there. */
export function project(g: Geometry, x: number, z: number, h: number): Projected {
  const t = (2 * z) / (1 + z);
  const s = 2 / (1 + z);
  const ground = g.spotY + (g.gl - g.spotY) * t;
  return { x: g.cx + x * g.halfW * s, y: ground - h * g.gh * s, ground, s };
}
