import type { Theme } from '../themes';
import { HOME, LAP, LAST_TRACK, rotate, spot, START, TRACK, type Seat } from './rules-board';

/** The drawing of the board, its tokens and the die, on a canvas; the view says what is where. */

export const COLOURS: Readonly<Record<Seat, { color: string; dark: string }>> = {
  0: { color: '#2fa65a', dark: '#1c6b39' },
  1: { color: '#f4c430', dark: '#a07b0c' },
  2: { color: '#2f80ed', dark: '#1b4f99' },
  3: { color: '#e53935', dark: '#99201d' },
};

/** A token as it is drawn now: where (cell units), how high it is lifted, and how large. */
export interface TokenSprite {
  seat: Seat;
  idx: number;
  x: number;
  y: number;
  lift: number;
  progress: number;
  /** Its number is written on it (a person's token: the 1-4 keys choose it). */
  label: string | null;
  /** The token the player has chosen: drawn larger, beating with the glow. */
  chosen: boolean;
}

export interface Scene {
  tokens: TokenSprite[];
  /** The seat whose die sits in its yard, and what it shows (null: a "?", not rolled yet). */
  die: { seat: Seat; face: number | null; rolling: boolean } | null;
  /** Where the tokens that may move now stand (glowing), and where the chosen one would land. */
  movable: Array<[number, number]>;
  landing: { x: number; y: number; seat: Seat } | null;
  /** Points won, floating up: where, the text, and how far through (0..1). */
  pops: Array<{ x: number; y: number; text: string; k: number; seat: Seat }>;
  /** 0..1, the glow's beat. */
  pulse: number;
  /** A wobble for the rolling die (radians). */
  wobble: number;
}

export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `rgb(${c(16)},${c(8)},${c(0)})`;
}

function star(g: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string) {
  g.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
  g.fillStyle = fill;
  g.fill();
}

/** The board never changes during a game, so it is painted once per size into its own canvas. */
export function paintBoard(S: number, theme: Theme, playing: readonly Seat[]): HTMLCanvasElement {
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  const size = S * 15;
  const img = document.createElement('canvas');
  img.width = Math.round(size * dpr);
  img.height = Math.round(size * dpr);
  const g = img.getContext('2d')!;
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  const tile = mix(theme.text, '#ffffff', 0.35);
  const grid = mix(theme.line, theme.text, 0.35);
  g.fillStyle = mix(theme.panel, theme.text, 0.1);
  g.fillRect(0, 0, size, size);
  const cell = (c: number, r: number, fill: string) => {
    g.fillStyle = fill;
    g.fillRect(c * S, r * S, S, S);
    g.strokeStyle = grid;
    g.lineWidth = 1;
    g.strokeRect(c * S + 0.5, r * S + 0.5, S - 1, S - 1);
  };
  TRACK.forEach(([c, r]) => cell(c, r, tile));
  for (const seat of [0, 1, 2, 3] as const) {
    const col = COLOURS[seat].color;
    const soft = playing.includes(seat) ? col : mix(col, theme.text, 0.55);
    // The yard: a coloured square with a light court and four token pads.
    const [yx, yy] = rotate(0, 0, seat);
    const [zx, zy] = rotate(6, 6, seat);
    const x0 = Math.min(yx, zx) * S;
    const y0 = Math.min(yy, zy) * S;
    g.fillStyle = soft;
    g.fillRect(x0, y0, 6 * S, 6 * S);
    g.fillStyle = 'rgba(0,0,0,0.12)';
    g.fillRect(x0, y0, 6 * S, 6 * S);
    g.fillStyle = soft;
    g.fillRect(x0 + 0.15 * S, y0 + 0.15 * S, 5.7 * S, 5.7 * S);
    g.fillStyle = tile;
    g.beginPath();
    g.roundRect(x0 + 0.8 * S, y0 + 0.8 * S, 4.4 * S, 4.4 * S, S * 0.5);
    g.fill();
    for (let i = 0; i < 4; i += 1) {
      const [px, py] = spot(seat, -1, i);
      // An empty pad: a ring, so it never looks like a token waiting there.
      g.fillStyle = 'rgba(0,0,0,0.05)';
      g.strokeStyle = soft;
      g.lineWidth = Math.max(2, S * 0.12);
      g.beginPath();
      g.arc(px * S, py * S, S * 0.5, 0, Math.PI * 2);
      g.fill();
      g.stroke();
    }
    // The home column and the start square in the seat's colour.
    for (let k = 1; k <= 5; k += 1) {
      const [hx, hy] = rotate(k + 0.5, 7.5, seat);
      cell(hx - 0.5, hy - 0.5, soft);
    }
    const [sc, sr] = TRACK[START[seat]]!;
    cell(sc, sr, soft);
    star(g, (sc + 0.5) * S, (sr + 0.5) * S, S * 0.36, 'rgba(255,255,255,0.9)');
    // The star square eight on from the start.
    const [tc, tr] = TRACK[(START[seat] + 8) % LAP]!;
    star(g, (tc + 0.5) * S, (tr + 0.5) * S, S * 0.38, mix(theme.line, theme.muted, 0.3));
    // An arrow on the square where the seat turns into its home column.
    const [ac, ar] = TRACK[(START[seat] + LAST_TRACK) % LAP]!;
    const [ox, oy] = rotate(0, 0, seat);
    const [dx, dy] = rotate(1, 0, seat);
    g.save();
    g.translate((ac + 0.5) * S, (ar + 0.5) * S);
    g.rotate(Math.atan2(dy - oy, dx - ox));
    g.fillStyle = soft;
    g.beginPath();
    g.moveTo(S * 0.32, 0);
    g.lineTo(-S * 0.2, -S * 0.26);
    g.lineTo(-S * 0.2, S * 0.26);
    g.closePath();
    g.fill();
    g.restore();
    // The seat's triangle of the centre, pointing at the middle.
    const [p1x, p1y] = rotate(6, 6, seat);
    const [p2x, p2y] = rotate(6, 9, seat);
    g.fillStyle = soft;
    g.beginPath();
    g.moveTo(p1x * S, p1y * S);
    g.lineTo(p2x * S, p2y * S);
    g.lineTo(7.5 * S, 7.5 * S);
    g.closePath();
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.6)';
    g.lineWidth = 1.5;
    g.stroke();
  }
  g.strokeStyle = mix(theme.line, '#000000', 0.2);
  g.lineWidth = 2;
  g.strokeRect(6 * S, 6 * S, 3 * S, 3 * S);
  g.strokeRect(1, 1, size - 2, size - 2);
  return img;
}

function drawToken(ctx: CanvasRenderingContext2D, S: number, t: TokenSprite, x: number, y: number, scale: number) {
  const { color, dark } = COLOURS[t.seat];
  const r = S * 0.42 * scale;
  const px = x * S;
  const py = y * S - t.lift * S;
  ctx.fillStyle = 'rgba(0,0,0,0.28)';
  ctx.beginPath();
  ctx.ellipse(x * S, y * S + r * 0.55, r * 0.95, r * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = dark;
  ctx.beginPath();
  ctx.arc(px, py + r * 0.18, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(px, py, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.4)';
  ctx.beginPath();
  ctx.arc(px - r * 0.38, py - r * 0.42, r * 0.24, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.beginPath();
  ctx.arc(px, py, r * 0.62, 0, Math.PI * 2);
  ctx.stroke();
  if (t.label && scale >= 0.8) {
    ctx.fillStyle = '#fff';
    ctx.font = `800 ${Math.round(r * 0.95)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(t.label, px, py + 1);
  }
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** The pips of a die face, in a box from -1 to 1 (for the canvas die and the die button). */
export const pipsOf = (face: number): Array<[number, number]> => PIPS[face] ?? [];

function drawDie(ctx: CanvasRenderingContext2D, S: number, die: NonNullable<Scene['die']>, wobble: number) {
  // The die sits in the middle of the yard whose turn it is.
  const [cx, cy] = rotate(3, 3, die.seat);
  const size = S * 1.3;
  const { dark } = COLOURS[die.seat];
  ctx.save();
  ctx.translate(cx * S, cy * S);
  if (die.rolling) ctx.rotate(wobble);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.beginPath();
  ctx.roundRect(-size / 2 + 2, -size / 2 + 3, size, size, size * 0.2);
  ctx.fill();
  ctx.fillStyle = '#fffdf6';
  ctx.strokeStyle = dark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(-size / 2, -size / 2, size, size, size * 0.2);
  ctx.fill();
  ctx.stroke();
  if (die.face) {
    const q = size * 0.26;
    ctx.fillStyle = '#1b1b2a';
    for (const [a, b] of pipsOf(die.face)) {
      ctx.beginPath();
      ctx.arc(a * q, b * q, size * 0.09, 0, Math.PI * 2);
      ctx.fill();
    }
  } else {
    ctx.fillStyle = dark;
    ctx.font = `800 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('?', 0, 1);
  }
  ctx.restore();
}

/** Paints a frame: the board, the die, the tokens (sharing squares fanned out), glows and points won. */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  S: number,
  board: HTMLCanvasElement | null,
  scene: Scene,
  accent: string,
) {
  const size = S * 15;
  ctx.clearRect(0, 0, size, size);
  if (board) ctx.drawImage(board, 0, 0, size, size);
  if (scene.die) drawDie(ctx, S, scene.die, scene.wobble);
  // Tokens that share a square shrink and fan out a little so every one stays visible.
  const groups = new Map<string, TokenSprite[]>();
  const keyOf = (t: TokenSprite) =>
    t.progress < 0 || t.progress === HOME || t.lift ? `${t.seat}:${t.idx}` : `${Math.round(t.x * 2)},${Math.round(t.y * 2)}`;
  for (const t of scene.tokens) {
    const key = keyOf(t);
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  const { pulse } = scene;
  for (const [x, y] of scene.movable) {
    ctx.strokeStyle = accent;
    ctx.globalAlpha = 0.55 + 0.45 * pulse;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x * S, y * S, S * (0.5 + 0.08 * pulse), 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  if (scene.landing) {
    // Where the chosen token would land.
    ctx.setLineDash([4, 3]);
    ctx.strokeStyle = COLOURS[scene.landing.seat].dark;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(scene.landing.x * S, scene.landing.y * S, S * 0.38, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // The walking and flying tokens are drawn last so they pass over the others.
  const list = [...scene.tokens].sort((a, b) => a.lift - b.lift);
  for (const t of list) {
    const group = groups.get(keyOf(t))!;
    const n = group.length;
    const k = group.indexOf(t);
    const spread = n > 1 ? 0.2 : 0;
    const ox = n > 1 ? Math.cos((k / n) * Math.PI * 2 + 0.8) * spread : 0;
    const oy = n > 1 ? Math.sin((k / n) * Math.PI * 2 + 0.8) * spread : 0;
    const big = t.chosen ? 1.15 + 0.05 * pulse : 1;
    const small = t.progress === HOME && !t.lift;
    drawToken(ctx, S, t, t.x + ox, t.y + oy, (n > 1 || small ? 0.72 : 1) * big);
  }
  for (const p of scene.pops) {
    ctx.globalAlpha = Math.max(0, 1 - p.k);
    ctx.font = `900 ${Math.round(S * 0.9)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = COLOURS[p.seat].dark;
    ctx.strokeText(p.text, p.x * S, (p.y - 0.6 - p.k * 1.2) * S);
    ctx.fillStyle = '#fff';
    ctx.fillText(p.text, p.x * S, (p.y - 0.6 - p.k * 1.2) * S);
    ctx.globalAlpha = 1;
  }
}
