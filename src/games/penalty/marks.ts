import type { Theme } from '../themes';
import { project, type Geometry } from './geometry';
import { SWEET, type Dir } from './kicks';
import type { Aim, Meter } from './rules';

/** What is drawn over the scene: the aim marker, the power meter, the kicker's tell, banners and confetti. */

export function drawAim(ctx: CanvasRenderingContext2D, g: Geometry, a: Aim, theme: Theme, time: number) {
  const p = project(g, a.x, 1, a.h);
  const spot = project(g, 0, 0, 0);
  // The line the ball would follow, faint, so a beginner sees where the shot goes.
  ctx.setLineDash([4, 6]);
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(spot.x, spot.ground - 14);
  ctx.quadraticCurveTo((spot.x + p.x) / 2, (spot.ground + p.y) / 2, p.x, p.y);
  ctx.stroke();
  ctx.setLineDash([]);
  const pulse = a.locked ? 1 : 0.85 + Math.sin(time / 110) * 0.15;
  ctx.strokeStyle = theme.accent2;
  ctx.shadowColor = theme.accent2;
  ctx.shadowBlur = 10;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(p.x, p.y, 11 * pulse, 0, Math.PI * 2);
  ctx.moveTo(p.x - 17, p.y);
  ctx.lineTo(p.x - 6, p.y);
  ctx.moveTo(p.x + 6, p.y);
  ctx.lineTo(p.x + 17, p.y);
  ctx.moveTo(p.x, p.y - 17);
  ctx.lineTo(p.x, p.y - 6);
  ctx.moveTo(p.x, p.y + 6);
  ctx.lineTo(p.x, p.y + 17);
  ctx.stroke();
  ctx.shadowBlur = 0;
}

export function drawMeter(ctx: CanvasRenderingContext2D, g: Geometry, m: Meter, theme: Theme, label: string) {
  const w = 16;
  const h = g.H * 0.26;
  const x = g.W - w - 14;
  const y = g.spotY - h + 10;
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.beginPath();
  ctx.roundRect(x - 4, y - 4, w + 8, h + 8, 8);
  ctx.fill();
  const grad = ctx.createLinearGradient(0, y + h, 0, y);
  grad.addColorStop(0, '#3ddc84');
  grad.addColorStop(0.6, '#ffc93c');
  grad.addColorStop(1, '#ff4d4d');
  ctx.globalAlpha = m.active ? 1 : 0.4;
  ctx.fillStyle = grad;
  ctx.fillRect(x, y + h * (1 - m.value), w, h * m.value);
  // The sweet spot: hard enough to beat the keeper, not so hard it flies over.
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 2;
  ctx.strokeRect(x - 1, y + h * (1 - SWEET[1]), w + 2, h * (SWEET[1] - SWEET[0]));
  ctx.fillStyle = '#fff';
  const iy = y + h * (1 - m.value);
  ctx.beginPath();
  ctx.moveTo(x - 10, iy - 6);
  ctx.lineTo(x - 2, iy);
  ctx.lineTo(x - 10, iy + 6);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.font = '700 10px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = theme.text;
  ctx.fillText(label, x + w / 2, y + h + 16);
}

/** The kicker's tell: a chevron over the ball pointing where the shot is going (mostly). */
export function drawTell(ctx: CanvasRenderingContext2D, g: Geometry, dir: Dir, time: number) {
  const spot = project(g, 0, 0, 0);
  ctx.save();
  ctx.translate(spot.x + 10 + dir * 24, spot.ground - 62 - (dir === 0 ? 8 : 0));
  ctx.rotate(dir * (Math.PI / 2.6));
  ctx.scale(1.3, 1.3);
  ctx.globalAlpha = 0.55 + 0.45 * Math.abs(Math.sin(time / 80));
  ctx.fillStyle = '#ffc93c';
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, -16);
  ctx.lineTo(13, 4);
  ctx.lineTo(4, 4);
  ctx.lineTo(4, 14);
  ctx.lineTo(-4, 14);
  ctx.lineTo(-4, 4);
  ctx.lineTo(-13, 4);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

export interface BannerText {
  text: string;
  colour: string;
  sub: string;
}

export function drawBanner(ctx: CanvasRenderingContext2D, g: Geometry, b: BannerText, age: number) {
  const pop = age < 160 ? 0.6 + (age / 160) * 0.5 : 1.1 - Math.min(0.1, (age - 160) / 1200);
  ctx.save();
  ctx.translate(g.cx, g.H * 0.6);
  ctx.scale(pop, pop);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `900 ${Math.round(g.W / 6.2)}px system-ui, sans-serif`;
  ctx.lineWidth = 6;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.strokeText(b.text, 0, 0);
  ctx.fillStyle = b.colour;
  ctx.fillText(b.text, 0, 0);
  if (b.sub) {
    ctx.font = `700 ${Math.round(g.W / 22)}px system-ui, sans-serif`;
    ctx.lineWidth = 4;
    ctx.strokeText(b.sub, 0, g.W / 9);
    ctx.fillStyle = '#fff';
    ctx.fillText(b.sub, 0, g.W / 9);
  }
  ctx.restore();
}

/** A piece of confetti: where it is, how it falls and turns, its colour. */
export interface Confetti {
  x: number;
  y: number;
  vx: number;
  vy: number;
  rot: number;
  vr: number;
  c: string;
}

/** Moves the confetti by dt seconds and drops the pieces that fell off the picture (in place). */
export function fallConfetti(confetti: Confetti[], dt: number, H: number) {
  let kept = 0;
  for (const c of confetti) {
    c.x += c.vx * dt;
    c.y += c.vy * dt;
    c.rot += c.vr * dt;
    if (c.y < H + 10) confetti[kept++] = c;
  }
  confetti.length = kept;
}

export function drawConfetti(ctx: CanvasRenderingContext2D, confetti: readonly Confetti[]) {
  for (const c of confetti) {
    ctx.save();
    ctx.translate(c.x, c.y);
    ctx.rotate(c.rot);
    ctx.fillStyle = c.c;
    ctx.fillRect(-3, -1.5, 6, 3);
    ctx.restore();
  }
}
