import { offscreenCanvas } from '../engine/offscreen';
import type { Theme } from '../themes';
import { AT_BAT, RUNS, progress, type Innings } from './rules';

/**
 * Cricket's picture: the field and the pitch strip with its crease and stumps, the bowler at the
 * top and the batter at the bottom, the ball and the word for the last ball. What never moves is
 * drawn once per size (`drawGround`) and copied each frame.
 */

/** The field, the pitch, the crease, the stumps at both ends and the bowler, onto an offscreen canvas. */
export function drawGround(W: number, H: number, theme: Theme, classic: boolean): HTMLCanvasElement {
  const { canvas, ctx } = offscreenCanvas(W, H);
  ctx.fillStyle = classic ? '#1f6b3a' : theme.panel;
  ctx.fillRect(0, 0, W, H);
  const px = W * 0.3;
  const pw = W * 0.4;
  ctx.fillStyle = '#c8a96b';
  ctx.fillRect(px, H * 0.08, pw, H * 0.86);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(px - 6, H * 0.84);
  ctx.lineTo(px + pw + 6, H * 0.84);
  ctx.stroke();
  ctx.fillStyle = '#f5e6c8';
  for (const [y, s] of [
    [H * 0.9, 1],
    [H * 0.1, 0.6],
  ] as const) {
    for (let i = -1; i <= 1; i += 1) ctx.fillRect(W / 2 + i * 7 * s - 2, y - 22 * s, 4 * s, 22 * s);
  }
  ctx.fillStyle = theme.accent2;
  ctx.beginPath();
  ctx.arc(W / 2, H * 0.06, 9, 0, Math.PI * 2);
  ctx.fill();
  return canvas;
}

/** The batter with the bat turned to the aim and swinging, the ball, and the last ball's word. */
export function drawPlay(ctx: CanvasRenderingContext2D, W: number, H: number, innings: Innings, theme: Theme, banner: string) {
  const { ball, clock: now } = innings;
  const bx = W / 2 - 26;
  const by = H * 0.86;
  ctx.fillStyle = theme.accent;
  ctx.beginPath();
  ctx.arc(bx, by - 30, 10, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(bx - 8, by - 20, 16, 30);
  ctx.save();
  ctx.translate(bx + 8, by - 8);
  const swingAngle = ball && ball.swungAt !== null ? Math.min(1, (now - ball.swungAt) / 150) * 1.6 : 0;
  ctx.rotate(-0.9 + innings.aim * 0.35 + swingAngle);
  ctx.fillStyle = '#e8c27a';
  ctx.fillRect(-3, 0, 7, 34);
  ctx.restore();
  if (ball) drawBall(ctx, W, H, innings);
  if (banner && now < innings.shownUntil) {
    ctx.fillStyle = theme.text;
    ctx.font = `800 ${Math.round(W / 9)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(banner, W / 2, H * 0.45);
  }
}

function drawBall(ctx: CanvasRenderingContext2D, W: number, H: number, innings: Innings) {
  const ball = innings.ball!;
  const p = progress(innings);
  let x: number;
  let y: number;
  let h: number;
  if (ball.hitAt !== null && ball.result) {
    // After the hit the ball flies off towards the aimed side.
    const k = (innings.clock - ball.hitAt) / 700;
    const runs = RUNS[ball.result];
    x = W / 2 + ball.line * W * 0.15 + ball.dir * k * W * 0.9;
    y = H * 0.84 - k * H * (runs >= 4 ? 1.1 : 0.5);
    h = runs === 6 ? Math.sin(Math.min(k, 1) * Math.PI) * 26 : 0;
  } else {
    x = W / 2 + ball.line * W * 0.15 * p;
    y = H * 0.1 + (H * 0.84 - H * 0.1) * Math.min(p / AT_BAT, 1.15);
    // Up to the bounce the ball drops, then rises a little off the pitch.
    h = p < ball.length ? (1 - p / ball.length) * 22 : Math.sin(((p - ball.length) / (1 - ball.length)) * Math.PI) * 10;
  }
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath();
  ctx.ellipse(x, y + 3, 6, 3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#d7263d';
  ctx.beginPath();
  ctx.arc(x, y - h, 6, 0, Math.PI * 2);
  ctx.fill();
}
