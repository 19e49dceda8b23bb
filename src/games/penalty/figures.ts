import { project, type Geometry } from './geometry';
import { keeperPose, KEEPER_TALL, type Dive } from './keeper';
import type { Ball, Kicker } from './rules';

/** The people and the ball: the keeper on the line, the kicker seen from behind, the ball and its shadow. */

export interface KeeperKit {
  shirt: string;
  shorts: string;
  gloves: string;
}

export interface KickerKit {
  shirt: string;
  shorts: string;
  socks: string;
  number: string;
}

const SKIN = '#b97a4e';
const HAIR = '#1b120c';
const LEGS = '#d9a074';

export function drawKeeper(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  kit: KeeperKit,
  dive: Dive | null,
  p: number,
  time: number,
) {
  const pose = keeperPose(dive, p);
  const u = KEEPER_TALL * g.gh; // the keeper's height in pixels
  const hip = project(g, pose.hipX, 1, pose.hipY);
  const ground = project(g, pose.hipX, 1, 0);
  // Shadow on the goal line, smaller as the keeper leaves the ground.
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.beginPath();
  ctx.ellipse(ground.x, ground.y, u * 0.28, u * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.translate(hip.x, hip.y);
  ctx.rotate(pose.angle);
  const a = pose.arms;
  const sway = dive ? 0 : Math.sin(time / 260) * 0.03 * u; // the keeper bounces on the line
  ctx.translate(sway, 0);
  // Legs and boots.
  ctx.fillStyle = '#1a1a22';
  ctx.fillRect(-0.13 * u, 0, 0.11 * u, 0.42 * u);
  ctx.fillRect(0.02 * u, 0, 0.11 * u, 0.42 * u);
  ctx.fillStyle = kit.shorts;
  ctx.fillRect(-0.15 * u, -0.04 * u, 0.3 * u, 0.17 * u);
  // Arms: out to the sides when ready, stretched overhead in the dive.
  ctx.strokeStyle = kit.shirt;
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.075 * u;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * 0.13 * u, -0.38 * u);
    ctx.lineTo(side * (0.34 - 0.24 * a) * u, (-0.2 - 0.5 * a) * u);
    ctx.stroke();
  }
  // The body, a band across the chest.
  ctx.fillStyle = kit.shirt;
  ctx.beginPath();
  ctx.roundRect(-0.16 * u, -0.44 * u, 0.32 * u, 0.42 * u, 0.06 * u);
  ctx.fill();
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillRect(-0.16 * u, -0.2 * u, 0.32 * u, 0.035 * u);
  ctx.fillStyle = kit.gloves;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(side * (0.34 - 0.24 * a) * u, (-0.2 - 0.5 * a) * u, 0.06 * u, 0, Math.PI * 2);
    ctx.fill();
  }
  head(ctx, 0, -0.53 * u, 0.085 * u, 0, -0.56 * u, 0.085 * u, Math.PI);
  ctx.restore();
}

function head(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, hx: number, hy: number, hr: number, from: number) {
  ctx.fillStyle = SKIN;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = HAIR;
  ctx.beginPath();
  ctx.arc(hx, hy, hr, from, from === 0 ? Math.PI * 2 : 0);
  ctx.fill();
}

/** The kicker, seen from behind: runs up from the left of the ball and strikes it. */
export function drawKicker(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  kit: KickerKit,
  k: Kicker,
  time: number,
  num: (n: string) => string,
) {
  const spot = project(g, 0, 0, 0);
  const r = Math.min(1, k.run);
  const scale = 1.12 - 0.12 * r;
  const u = Math.min(g.H * 0.21, g.W * 0.36) * scale;
  const fx = spot.x - g.W * (0.36 - 0.27 * r);
  const fy = spot.ground + g.H * (0.12 - 0.1 * r);
  const stride = k.running ? Math.sin(k.run * 28) : 0;
  const swing = k.kick; // 0 .. 1 the kicking leg comes through
  ctx.save();
  ctx.translate(fx, fy);
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.beginPath();
  ctx.ellipse(0, 0, u * 0.22, u * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.rotate(k.lean * 0.12);
  // Legs: socks, boots; the right leg swings towards the ball in the kick.
  const leg = (x: number, lift: number, fwd: number) => {
    ctx.fillStyle = LEGS;
    ctx.fillRect(x - 0.055 * u, -0.46 * u, 0.11 * u, 0.2 * u);
    ctx.fillStyle = kit.socks;
    ctx.fillRect(x - 0.055 * u + fwd, -0.27 * u - lift, 0.11 * u, 0.22 * u);
    ctx.fillStyle = '#111';
    ctx.fillRect(x - 0.065 * u + fwd, -0.06 * u - lift, 0.13 * u, 0.07 * u);
  };
  leg(-0.08 * u, Math.max(0, stride) * 0.08 * u, 0);
  leg(0.08 * u, Math.max(0, -stride) * 0.08 * u + swing * 0.1 * u, swing * 0.14 * u);
  // Shorts and shirt with the number on the back.
  ctx.fillStyle = kit.shorts;
  ctx.fillRect(-0.17 * u, -0.56 * u, 0.34 * u, 0.15 * u);
  ctx.fillStyle = kit.shirt;
  ctx.beginPath();
  ctx.roundRect(-0.19 * u, -0.92 * u, 0.38 * u, 0.4 * u, 0.07 * u);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.font = `900 ${Math.round(0.17 * u)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(num(kit.number), 0, -0.73 * u);
  // Arms swing with the stride, and open out for balance in the kick.
  ctx.strokeStyle = LEGS;
  ctx.lineWidth = 0.07 * u;
  ctx.lineCap = 'round';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * 0.19 * u, -0.86 * u);
    // A scorer throws both arms up and punches the air.
    if (k.cheer) ctx.lineTo(side * 0.3 * u, (-1.28 - Math.abs(Math.sin(time / 120)) * 0.08) * u);
    else ctx.lineTo(side * (0.26 + swing * 0.12) * u, (-0.62 - side * stride * 0.06 - swing * 0.1) * u);
    ctx.stroke();
  }
  // Head, turned a little the way the kicker looks.
  head(ctx, k.look * 0.03 * u, -1.02 * u, 0.095 * u, -k.look * 0.015 * u, -1.04 * u, 0.092 * u, 0);
  ctx.restore();
}

export function drawBall(ctx: CanvasRenderingContext2D, g: Geometry, b: Ball) {
  const p = project(g, b.x, b.z, b.h);
  const r = Math.max(3, 0.047 * g.halfW * p.s);
  // The shadow stays on the grass under the ball, fainter as the ball rises.
  const shade = Math.max(0.08, 0.35 - b.h * 0.25);
  ctx.fillStyle = `rgba(0,0,0,${shade})`;
  ctx.beginPath();
  ctx.ellipse(p.x, p.ground, r * 1.1, r * 0.4, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.translate(p.x, p.y - r * 0.9);
  ctx.rotate(b.spin);
  const shine = ctx.createRadialGradient(-r * 0.35, -r * 0.35, r * 0.1, 0, 0, r);
  shine.addColorStop(0, '#ffffff');
  shine.addColorStop(1, '#c9cbd6');
  ctx.fillStyle = shine;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#22232b';
  const patch = (cx: number, cy: number, s: number) => {
    ctx.beginPath();
    for (let i = 0; i < 5; i += 1) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      ctx.lineTo(cx + Math.cos(a) * s, cy + Math.sin(a) * s);
    }
    ctx.fill();
  };
  patch(0, 0, r * 0.34);
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2 + Math.PI / 2;
    patch(Math.cos(a) * r * 0.82, Math.sin(a) * r * 0.82, r * 0.2);
  }
  ctx.restore();
}
