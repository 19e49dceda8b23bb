/**
 * The keeper's body, shared by the rules and the picture: the rules test the ball against the same
 * pose the player sees, so what the player sees is what counts.
 *
 * World units: x in half goal widths (the posts stand at -1 and 1), h in goal heights (the crossbar
 * at 1), z the depth from the spot (0) to the goal line (1).
 */

export const GOAL_ASPECT = 2.44 / 3.66; // one goal height in half goal widths
export const KEEPER_TALL = 0.78; // a keeper is about 0.78 of the crossbar's height
const BODY = 0.17; // how close the ball must pass the keeper's body to be stopped

/** Where a keeper dives: dir -1 left, 0 centre, 1 right; towards (tx, th); hold: how long the stretch lasts. */
export interface Dive {
  dir: -1 | 0 | 1;
  tx: number;
  th: number;
  /** The keeper stays stretched this long (as a share of the dive) before landing. */
  hold: number;
}

export interface Pose {
  hipX: number;
  hipY: number;
  angle: number;
  arms: number;
}

export interface Point {
  x: number;
  h: number;
}

const clamp = (v: number, a: number, b: number): number => Math.max(a, Math.min(b, v));

/**
 * The keeper's body for a dive towards (tx, th) at progress p (0 standing .. 1 full stretch): the
 * hip, the tilt of the body, and how far the arms are raised.
 */
export function keeperPose(dive: Dive | null, p: number): Pose {
  const e = Math.sin((clamp(p, 0, 1) * Math.PI) / 2);
  if (!dive || dive.dir === 0) {
    const th = dive ? dive.th : 0;
    const jump = th > 0.55 ? (th - 0.45) * 0.45 : 0;
    const step = dive ? clamp(dive.tx, -0.25, 0.25) : 0;
    return { hipX: step * e, hipY: 0.35 + jump * e * (p > 1 + (dive ? dive.hold : 0) ? 0 : 1), angle: 0, arms: e };
  }
  const th = clamp(dive.th, 0, 1);
  const angle = 1.5 - 0.75 * th; // flatter for a low ball, more upright for a high one
  const up = 0.7 * KEEPER_TALL; // hip to fingertips, in goal heights
  const hipX = clamp(dive.tx - dive.dir * up * GOAL_ASPECT * Math.sin(angle), -0.6, 0.6);
  const hipY = Math.max(0.1, th - up * Math.cos(angle));
  // A keeper who went too early has landed by the time the ball comes: only low balls hit him.
  const landAt = 1 + dive.hold;
  const fall = p > landAt ? Math.min(1, (p - landAt) / 0.4) : 0;
  const flying = 0.35 + (hipY - 0.35) * e;
  return {
    hipX: hipX * e,
    hipY: flying + (0.1 - flying) * fall,
    angle: dive.dir * (angle * e + (1.5 - angle) * fall),
    arms: e,
  };
}

/** The keeper's body as two line segments in world units: feet to hands, and across the shoulders. */
export function keeperSegments(pose: Pose): Array<[Point, Point]> {
  const up = 0.7 * KEEPER_TALL;
  const down = 0.45 * KEEPER_TALL;
  const sx = Math.sin(pose.angle) * GOAL_ASPECT;
  const c = Math.cos(pose.angle);
  const hands = { x: pose.hipX + sx * up, h: pose.hipY + c * up * (0.75 + 0.25 * pose.arms) };
  const feet = { x: pose.hipX - sx * down, h: Math.max(0, pose.hipY - c * down) };
  const shoulder = { x: pose.hipX + sx * up * 0.55, h: pose.hipY + c * up * 0.55 };
  const spread = 0.32 * (1 - pose.arms * 0.7);
  return [
    [feet, hands],
    [
      { x: shoulder.x - spread * c, h: shoulder.h + spread * sx },
      { x: shoulder.x + spread * c, h: shoulder.h - spread * sx },
    ],
  ];
}

/** True when a ball crossing the line at (x, h) passes within reach of the keeper in this pose. */
export function keeperStops(pose: Pose, x: number, h: number): boolean {
  return keeperSegments(pose).some(([a, b]) => {
    const px = x - a.x;
    const py = (h - a.h) * GOAL_ASPECT;
    const sx = b.x - a.x;
    const sy = (b.h - a.h) * GOAL_ASPECT;
    const t = clamp((px * sx + py * sy) / (sx * sx + sy * sy || 1), 0, 1);
    return Math.hypot(px - sx * t, py - sy * t) < BODY;
  });
}
