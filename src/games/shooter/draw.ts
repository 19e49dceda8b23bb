import { Rng } from '../engine/rng';
import { Sparks } from '../engine/sparks';
import type { Theme } from '../themes';
import { bossHp, type Foe } from './waves';
import { shipY, type Battle, type Burst } from './rules';

/** What the view keeps besides the battle: the canvas, the stars drifting by, the sparks. */
export interface View {
  ctx: CanvasRenderingContext2D;
  theme: Theme;
  stars: Array<{ x: number; y: number; v: number; size: number }>;
  sparks: Sparks;
  /** The stars' own chance: not the battle's. */
  rng: Rng;
}

export function newView(ctx: CanvasRenderingContext2D, theme: Theme): View {
  return { ctx, theme, stars: [], sparks: new Sparks(), rng: new Rng(3) };
}

/** A field of w × h gets its stars. */
export function scatterStars(view: View, w: number, h: number): void {
  const { rng } = view;
  view.stars = Array.from({ length: 40 }, () => ({
    x: rng.next() * w,
    y: rng.next() * h,
    v: 20 + rng.next() * 60,
    size: rng.chance(0.2) ? 2 : 1,
  }));
}

/** Sparks for the bursts of a step, and the old ones moved on by dt. */
export function spark(view: View, bursts: readonly Burst[], dt: number): void {
  const { theme } = view;
  for (const b of bursts) view.sparks.burst(b.x, b.y, { kill: theme.accent, bomb: theme.accent2, hurt: theme.pink }[b.kind]);
  view.sparks.update(dt);
}

function foe(ctx: CanvasRenderingContext2D, f: Foe, t: Theme, wave: number) {
  if (f.kind === 'rock') {
    ctx.fillStyle = t.muted;
    ctx.beginPath();
    ctx.arc(f.x, f.y, f.r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = t.line;
    ctx.beginPath();
    ctx.arc(f.x - f.r * 0.3, f.y - f.r * 0.2, f.r * 0.25, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.fillStyle = f.kind === 'boss' ? t.pink : t.accent;
  ctx.beginPath();
  ctx.moveTo(f.x, f.y + f.r);
  ctx.lineTo(f.x - f.r, f.y - f.r * 0.6);
  ctx.lineTo(f.x + f.r, f.y - f.r * 0.6);
  ctx.closePath();
  ctx.fill();
  if (f.kind === 'boss') {
    ctx.fillStyle = t.text;
    ctx.fillRect(f.x - 40, f.y - f.r - 12, 80 * Math.max(0, f.hp / bossHp(wave)), 5);
  }
}

/** Paints the field: stars, shots, enemies, sparks, the ship (blinking while shielded) and its lives and wave. */
export function drawField(view: View, b: Battle, label: string): void {
  const { ctx, theme: t } = view;
  ctx.fillStyle = t.bg;
  ctx.fillRect(0, 0, b.w, b.h);
  ctx.fillStyle = t.muted;
  for (const s of view.stars) {
    s.y = (s.y + s.v * 0.016) % b.h;
    ctx.fillRect(s.x, s.y, s.size, s.size);
  }
  ctx.fillStyle = t.accent2;
  for (const s of b.shots) ctx.fillRect(s.x - 1.5, s.y - 8, 3, 10);
  for (const f of b.foes) foe(ctx, f, t, b.wave);
  view.sparks.draw(ctx);
  ctx.globalAlpha = b.shieldLeft > 0 && Math.floor(b.shieldLeft * 10) % 2 ? 0.35 : 1;
  const x = b.shipX;
  const y = shipY(b);
  ctx.fillStyle = t.text;
  ctx.beginPath();
  ctx.moveTo(x, y - 18);
  ctx.lineTo(x - 14, y + 12);
  ctx.lineTo(x, y + 5);
  ctx.lineTo(x + 14, y + 12);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.font = '700 14px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.fillText(`${'♥'.repeat(Math.max(b.lives, 0))}  ${label}`, 8, 20);
}
