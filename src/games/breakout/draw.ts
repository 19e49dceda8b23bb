import { mix } from '../engine/colour';
import { offscreenCanvas } from '../engine/offscreen';
import { Rng } from '../engine/rng';
import { Sparks } from '../engine/sparks';
import type { Theme } from '../themes';
import { H, ROWS, W, type Brick } from './bricks';
import { BALL_R, DEADLINE, PADDLE_H, PADDLE_W, PADDLE_Y, type Breakout, type BrickHit } from './rules';

/** Breakout's drawing, in the 360 × 520 world: the field once, then bricks, chips, paddle and ball each frame. */

/** The classic theme keeps its rainbow; a themed title paints the wall in the theme's colours. */
export function rowColours(themeName: string, T: Theme): string[] {
  return themeName === 'classic'
    ? ['#ff4fa3', '#ff5c7a', '#ff8a3d', '#ffc93c', '#34e39a', '#22d3ee']
    : [T.pink, mix(T.pink, T.accent, 0.5), T.accent, mix(T.accent, T.accent2, 0.5), T.accent2, mix(T.accent2, T.text, 0.5)];
}
export const colourOf = (colours: readonly string[], row: number): string => colours[((row % ROWS) + ROWS) % ROWS]!;

/** The field that never changes, drawn once per size: its gradient, and rush's deadline. */
export function drawField(scale: number, rush: boolean, T: Theme): HTMLCanvasElement {
  const { canvas, ctx } = offscreenCanvas(W * scale, H * scale);
  ctx.scale(scale, scale);
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, T.panel);
  g.addColorStop(1, T.bg);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  if (rush) {
    // The line the wall must not reach.
    ctx.strokeStyle = T.pink;
    ctx.globalAlpha = 0.5;
    ctx.setLineDash([6, 6]);
    ctx.beginPath();
    ctx.moveTo(0, DEADLINE);
    ctx.lineTo(W, DEADLINE);
    ctx.stroke();
  }
  return canvas;
}

/**
 * Chips off the bricks the ball hits: a broken brick bursts into ten of its colour, a hit one drops
 * a chip of the text colour. Each is a square of 4 px centred on its point, fully seen for 0.5 s.
 */
export class Chips extends Sparks {
  private readonly angles = new Rng(7);

  add(hit: BrickHit, colour: string, text: string): void {
    if (!hit.broken) return this.one(hit.x - 2, hit.y - 2, 0, 60, text, 0.3, 0.5);
    for (let i = 0; i < 10; i += 1) {
      const a = this.angles.next() * Math.PI * 2;
      const s = 40 + this.angles.next() * 120;
      this.one(hit.x - 2, hit.y - 2, Math.cos(a) * s, Math.sin(a) * s, colour, 0.5);
    }
  }

  override draw(ctx: CanvasRenderingContext2D): void {
    super.draw(ctx, 4);
  }
}

/** An armoured brick: a dark steel plate, rivets for the hits left, cracks once it is hit. */
function drawArmour(ctx: CanvasRenderingContext2D, b: Brick): void {
  ctx.fillStyle = `rgba(20,22,40,${0.12 * b.hits})`;
  ctx.fillRect(b.x + 3, b.y + 6, b.w - 6, b.h - 8);
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(b.x + 1, b.y + 1, b.w - 2, b.h - 2, 4);
  ctx.stroke();
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  for (let i = 0; i < b.hits; i += 1) {
    ctx.beginPath();
    ctx.arc(b.x + b.w / 2 + (i - (b.hits - 1) / 2) * 8, b.y + b.h / 2 + 2, 2.2, 0, Math.PI * 2);
    ctx.fill();
  }
  if (b.hits === b.maxHits) return;
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.moveTo(b.x + 5, b.y + 3);
  ctx.lineTo(b.x + 12, b.y + 9);
  ctx.lineTo(b.x + 9, b.y + b.h - 2);
  if (b.hits < b.maxHits - 1) {
    ctx.moveTo(b.x + b.w - 4, b.y + 3);
    ctx.lineTo(b.x + b.w - 11, b.y + 8);
    ctx.lineTo(b.x + b.w - 7, b.y + b.h - 3);
  }
  ctx.stroke();
}

export function drawBricks(ctx: CanvasRenderingContext2D, bricks: readonly Brick[], colours: readonly string[]): void {
  for (const b of bricks) {
    if (b.y + b.h < 0) continue;
    ctx.fillStyle = colourOf(colours, b.row);
    ctx.beginPath();
    ctx.roundRect(b.x, b.y, b.w, b.h, 4);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.28)'; // a top highlight for a little depth
    ctx.fillRect(b.x + 3, b.y + 2, b.w - 6, 3);
    if (b.maxHits > 1) drawArmour(ctx, b);
  }
}

/** The paddle (its gradient made once, drawn where the paddle is) and the glowing ball. */
export function drawPaddleAndBall(ctx: CanvasRenderingContext2D, s: Breakout, gradient: CanvasGradient, T: Theme): void {
  ctx.save();
  ctx.shadowColor = T.accent;
  ctx.shadowBlur = 18;
  ctx.translate(s.paddle, 0);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.roundRect(-PADDLE_W / 2, PADDLE_Y, PADDLE_W, PADDLE_H, 6);
  ctx.fill();
  ctx.translate(-s.paddle, 0);
  ctx.shadowColor = '#ffffff';
  ctx.shadowBlur = 12;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(s.ball.x, s.ball.y, BALL_R, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
