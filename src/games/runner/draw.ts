import { Rng } from '../engine/rng';
import type { Theme } from '../themes';
import { PLAYER, type Obstacle, type Runner } from './rules';

/** Runner's drawing, in world units: sky, stars, mountains, ground, obstacles and the little robot. */

export interface View {
  ctx: CanvasRenderingContext2D;
  W: number;
  H: number;
  groundY: number;
  sky: CanvasGradient;
}

/** The stars: the same sky every time (the view's own seeded chance, not the game's). */
const rng = new Rng(2024);
const STARS = Array.from({ length: 60 }, () => ({ x: rng.next(), y: rng.next(), r: rng.next() * 1.3 + 0.3 }));

function drawMountains({ ctx, W, groundY }: View, offset: number, colour: string, height: number, spacing: number): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, groundY);
  for (let x = -(offset % spacing) - spacing; x < W + spacing; x += spacing) {
    // A fixed peak height per mountain, so the skyline does not flicker.
    const peak = height * (0.6 + 0.4 * Math.abs(Math.sin(Math.round((x + offset) / spacing) * 12.9898)));
    ctx.lineTo(x, groundY);
    ctx.lineTo(x + spacing / 2, groundY - peak);
    ctx.lineTo(x + spacing, groundY);
  }
  ctx.lineTo(W, groundY);
  ctx.closePath();
  ctx.fill();
}

export function drawWorld(v: View, s: Runner, T: Theme): void {
  const { ctx, W, H, groundY } = v;
  ctx.fillStyle = v.sky;
  ctx.fillRect(0, 0, W, groundY);
  ctx.fillStyle = T.text;
  ctx.globalAlpha = 0.7;
  for (const star of STARS) {
    const sx = (star.x * W - s.distance * 0.02) % W;
    ctx.fillRect(sx < 0 ? sx + W : sx, star.y * (groundY - 60), star.r, star.r);
  }
  ctx.globalAlpha = 1;
  drawMountains(v, s.distance * 0.1, T.panel, 110, 160);
  ctx.globalAlpha = 0.85;
  drawMountains(v, s.distance * 0.3, T.line, 60, 110);
  ctx.globalAlpha = 1;

  // The ground, with moving stripes to sell the speed.
  ctx.fillStyle = T.bg;
  ctx.fillRect(0, groundY, W, H - groundY);
  if (s.mode === 'hurdles') {
    // A running track: a coloured band with white lane lines.
    ctx.fillStyle = T.pink;
    ctx.globalAlpha = 0.35;
    ctx.fillRect(0, groundY, W, 46);
    ctx.globalAlpha = 0.8;
    ctx.fillStyle = T.text;
    ctx.fillRect(0, groundY + 22, W, 2);
    ctx.fillRect(0, groundY + 44, W, 2);
    ctx.globalAlpha = 1;
  }
  ctx.fillStyle = T.accent;
  ctx.fillRect(0, groundY, W, 3);
  ctx.fillStyle = T.line;
  for (let x = -(s.distance % 40); x < W; x += 40) ctx.fillRect(x, groundY + 14, 18, 3);
}

/** A track hurdle: two posts and a striped bar; a knocked-down one lies flat. */
function drawHurdle({ ctx, groundY }: View, o: Obstacle, hue: string, T: Theme): void {
  if (o.down) {
    ctx.fillStyle = hue;
    ctx.globalAlpha = 0.6;
    ctx.fillRect(o.x - 6, groundY - 5, o.w + 12, 5);
    ctx.globalAlpha = 1;
    return;
  }
  const top = groundY - o.h;
  ctx.fillStyle = T.muted;
  ctx.fillRect(o.x + 2, top, 4, o.h);
  ctx.fillRect(o.x + o.w - 6, top, 4, o.h);
  ctx.fillRect(o.x - 2, groundY - 3, 12, 3);
  ctx.fillRect(o.x + o.w - 10, groundY - 3, 12, 3);
  ctx.save();
  ctx.shadowColor = hue;
  ctx.shadowBlur = 12;
  ctx.fillStyle = T.text;
  ctx.fillRect(o.x - 2, top, o.w + 4, 9);
  ctx.restore();
  ctx.fillStyle = hue;
  for (let i = 0; i < 3; i += 1) ctx.fillRect(o.x - 2 + i * ((o.w + 4) / 3), top, (o.w + 4) / 6, 9);
}

export function drawObstacles(v: View, s: Runner, T: Theme): void {
  const { ctx, groundY } = v;
  for (const o of s.obstacles) {
    const hue = T[o.hue];
    if (o.hurdle || o.down) {
      drawHurdle(v, o, hue, T);
      continue;
    }
    const top = groundY - o.h;
    ctx.save();
    ctx.shadowColor = hue;
    ctx.shadowBlur = 14;
    ctx.fillStyle = hue;
    ctx.beginPath();
    ctx.roundRect(o.x, top, o.w, o.h + 2, [6, 6, 0, 0]);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = 'rgba(15,16,32,0.35)';
    ctx.fillRect(o.x + o.w * 0.55, top + 6, o.w * 0.25, o.h - 6);
  }
  if (s.stumble > 0) {
    ctx.fillStyle = T.pink;
    ctx.globalAlpha = s.stumble;
    ctx.fillRect(0, 0, v.W, v.H);
    ctx.globalAlpha = 1;
  }
}

/** The runner: a little neon robot; its legs alternate while running and tuck in the air. */
export function drawRunner({ ctx, groundY }: View, s: Runner, running: boolean, now: number, T: Theme): void {
  const px = PLAYER.x;
  const py = groundY + s.y - PLAYER.h;
  const phase = running && s.y === 0 ? Math.floor(now / 90) % 2 : 0;
  ctx.fillStyle = T.accent2;
  if (s.y === 0) {
    ctx.fillRect(px + 6, py + PLAYER.h - 8, 6, 8 - phase * 4);
    ctx.fillRect(px + PLAYER.w - 12, py + PLAYER.h - 8, 6, 4 + phase * 4);
  } else {
    ctx.fillRect(px + 8, py + PLAYER.h - 6, 14, 5);
  }
  ctx.save();
  ctx.shadowColor = T.accent;
  ctx.shadowBlur = 16;
  ctx.fillStyle = T.accent;
  ctx.beginPath();
  ctx.roundRect(px, py, PLAYER.w, PLAYER.h - 7, 8);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = T.bg;
  ctx.beginPath();
  ctx.roundRect(px + 12, py + 8, 15, 9, 4);
  ctx.fill();
  ctx.fillStyle = T.accent2;
  ctx.fillRect(px + 20, py + 10, 4, 5);
}
