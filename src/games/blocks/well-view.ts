/**
 * Drawing the well, the held and next pieces and the round's numbers on one canvas. On a phone held
 * upright the hold / numbers / next strip sits above the well; on a wide screen the same boxes stand
 * to the right of it, whichever gives the bigger squares. The boxes, the well's shaft and its grid
 * are drawn once per size to an offscreen canvas; a frame is mostly drawImage.
 */
import { rgb } from '../engine/colour';
import { fitCanvas } from '../engine/dom';
import { offscreenCanvas } from '../engine/offscreen';
import type { Theme } from '../themes';
import type { Wording } from '../engine/words';
import { SHAPES, type PieceType } from './pieces';
import { ghostY, shapeOf, HIDDEN, type Well } from './well';

/** Each piece keeps its own hue in every theme, tinted a little towards the theme's accent. */
const HUES: Record<PieceType, string> = {
  I: '#22d3ee',
  O: '#ffc93c',
  T: '#b06bff',
  S: '#34e39a',
  Z: '#ff4f6d',
  J: '#4f7dff',
  L: '#ff9a3c',
};

type Rgb = number[];
const css = ([r, g, b]: Rgb) => `rgb(${Math.round(r!)},${Math.round(g!)},${Math.round(b!)})`;
/** A hue tinted towards another, kept as numbers to shade. */
const tint = (a: string, b: string, t: number): Rgb => {
  const y = rgb(b);
  return rgb(a).map((v, i) => v + (y[i]! - v) * t);
};
/** Lighter (t > 0) or darker (t < 0). */
const shade = (c: Rgb, t: number) => css(c.map((v) => (t > 0 ? v + (255 - v) * t : v * (1 + t))));
/** A rounded rectangle's path; a plain one where the browser has no roundRect (Safari before 16). */
const rounded = (g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) =>
  'roundRect' in g ? g.roundRect(x, y, w, h, r) : (g as CanvasRenderingContext2D).rect(x, y, w, h);

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Layout {
  c: number;
  well: Rect;
  side: boolean;
  hold: Rect;
  next: Rect;
  stats: Rect;
  W: number;
  H: number;
}

export interface Popup {
  text: string;
  age: number;
  colour?: string;
  big?: boolean;
  y?: number;
}
export interface Trail {
  type: PieceType;
  cols: number[];
  from: number;
  to: number;
  age: number;
}

export interface Frame {
  well: Well;
  flashRows: number[] | null;
  /** 0..1 of the clear's flash. */
  flashT: number;
  popups: readonly Popup[];
  trail: Trail | null;
  headline: string;
  score: number;
  line: string;
  rows: Array<[string, string]>;
  over: boolean;
}

function squareSprite(colour: Rgb, size: number): HTMLCanvasElement {
  const { canvas: s, ctx: g } = offscreenCanvas(size, size);
  const r = Math.max(2, size * 0.16);
  const grad = g.createLinearGradient(0, 0, size, size);
  grad.addColorStop(0, shade(colour, 0.12));
  grad.addColorStop(1, shade(colour, -0.18));
  g.fillStyle = grad;
  g.beginPath();
  rounded(g, 0.5, 0.5, size - 1, size - 1, r);
  g.fill();
  // A bevel: a light top edge and a darker inner square, so stacked squares read as blocks.
  g.fillStyle = 'rgba(255,255,255,0.45)';
  g.fillRect(size * 0.16, size * 0.1, size * 0.68, Math.max(1.5, size * 0.09));
  g.fillStyle = 'rgba(255,255,255,0.12)';
  g.fillRect(size * 0.16, size * 0.24, size * 0.68, size * 0.5);
  g.fillStyle = 'rgba(0,0,0,0.22)';
  g.fillRect(size * 0.12, size * 0.84, size * 0.76, Math.max(1.5, size * 0.08));
  return s;
}

/** Where the boxes go for the space the stage offers. */
export function layoutFor(availW: number, availH: number): Layout {
  const top = Math.min(availW / 10, availH / 23.3);
  const side = Math.min(availW / 15.6, availH / 20.4);
  const beside = side > top * 1.05;
  const c = Math.max(10, Math.floor(beside ? side : top));
  const pad = Math.round(c * 0.2);
  if (beside) {
    const well = { x: pad, y: pad, w: c * 10, h: c * 20 };
    const px = well.x + well.w + pad;
    const pw = c * 5;
    return {
      c,
      well,
      side: true,
      hold: { x: px, y: pad, w: pw, h: c * 3.4 },
      next: { x: px, y: pad + c * 3.6, w: pw, h: c * 3.4 },
      stats: { x: px, y: pad + c * 7.2, w: pw, h: well.h - c * 7.2 },
      W: px + pw + pad,
      H: well.h + pad * 2,
    };
  }
  const strip = c * 3;
  const bw = c * 2.6;
  const well = { x: 0, y: strip + pad, w: c * 10, h: c * 20 };
  return {
    c,
    well,
    side: false,
    hold: { x: 0, y: 0, w: bw, h: strip },
    next: { x: well.w - bw, y: 0, w: bw, h: strip },
    stats: { x: bw + pad, y: 0, w: well.w - 2 * (bw + pad), h: strip },
    W: well.w,
    H: well.y + well.h,
  };
}

export function wellView(canvas: HTMLCanvasElement, theme: Theme, { t, num }: Pick<Wording, 't' | 'num'>) {
  const colours = Object.fromEntries(Object.entries(HUES).map(([type, hue]) => [type, tint(hue, theme.accent, 0.1)])) as Record<
    PieceType,
    Rgb
  >;
  let ctx = canvas.getContext('2d')!;
  let L: Layout | null = null;
  let background: HTMLCanvasElement | null = null;
  let sprites = new Map<string, HTMLCanvasElement>();

  function sprite(type: PieceType, size: number) {
    const key = type + size;
    let s = sprites.get(key);
    if (!s) sprites.set(key, (s = squareSprite(colours[type], size)));
    return s;
  }

  function square(type: PieceType, x: number, y: number, size: number, alpha = 1) {
    ctx.globalAlpha = alpha;
    ctx.drawImage(sprite(type, size), x, y, size, size);
    ctx.globalAlpha = 1;
  }

  function box(g: CanvasRenderingContext2D, r: Rect, label: string) {
    g.fillStyle = theme.panel;
    g.strokeStyle = theme.line;
    g.lineWidth = 1;
    g.beginPath();
    rounded(g, r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1, 10);
    g.fill();
    g.stroke();
    if (!label) return;
    g.fillStyle = theme.muted;
    g.font = `700 ${Math.round(L!.c * 0.38)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillText(label, r.x + r.w / 2, r.y + L!.c * 0.2);
  }

  /** The boxes, the well's dark shaft and its faint grid (so the player can count columns), once per size. */
  function drawBackground(): HTMLCanvasElement {
    const { c, well } = L!;
    const { canvas: bg, ctx: g } = offscreenCanvas(L!.W, L!.H);
    box(g, L!.hold, t('HOLD'));
    box(g, L!.next, t('NEXT'));
    if (L!.side) box(g, L!.stats, '');
    const grad = g.createLinearGradient(0, well.y, 0, well.y + well.h);
    grad.addColorStop(0, theme.bg);
    grad.addColorStop(1, theme.panel);
    g.fillStyle = grad;
    g.beginPath();
    rounded(g, well.x, well.y, well.w, well.h, 4);
    g.fill();
    g.strokeStyle = theme.line;
    g.globalAlpha = 0.55;
    g.lineWidth = 1;
    g.beginPath();
    for (let x = 1; x < 10; x += 1) {
      g.moveTo(well.x + x * c + 0.5, well.y);
      g.lineTo(well.x + x * c + 0.5, well.y + well.h);
    }
    for (let y = 1; y < 20; y += 1) {
      g.moveTo(well.x, well.y + y * c + 0.5);
      g.lineTo(well.x + well.w, well.y + y * c + 0.5);
    }
    g.stroke();
    return bg;
  }

  /** Works out the layout for the space the stage offers and sizes the canvas to it. */
  function resize(availW: number, availH: number) {
    L = layoutFor(availW, availH);
    ctx = fitCanvas(canvas, L.W, L.H);
    sprites = new Map();
    background = drawBackground();
  }

  /** A whole piece centred in a box, below its label; dimmed when it cannot be used now. */
  function preview(r: Rect, type: PieceType | null | undefined, alpha: number) {
    if (!type) return;
    const m = SHAPES[type];
    const cells: Array<[number, number]> = [];
    m.forEach((row, y) => row.forEach((v, x) => v && cells.push([x, y])));
    const xs = cells.map((p) => p[0]);
    const ys = cells.map((p) => p[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const { c } = L!;
    const top = c * 0.75;
    const s = Math.floor(Math.min((r.w - c * 0.5) / 4, (r.h - top - c * 0.25) / 2, c * 0.8));
    const ox = r.x + (r.w - (maxX - minX + 1) * s) / 2;
    const oy = r.y + top + (r.h - top - c * 0.1 - (maxY - minY + 1) * s) / 2;
    for (const [x, y] of cells) square(type, ox + (x - minX) * s, oy + (y - minY) * s, s, alpha);
  }

  function stats(r: Rect, v: Frame) {
    const { c } = L!;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const cx = r.x + r.w / 2;
    if (!L!.side) {
      ctx.fillStyle = theme.muted;
      ctx.font = `700 ${Math.round(c * 0.36)}px system-ui, sans-serif`;
      ctx.fillText(v.headline, cx, r.y + c * 0.45);
      ctx.fillStyle = theme.text;
      ctx.font = `800 ${Math.round(c * 0.85)}px system-ui, sans-serif`;
      ctx.fillText(num(v.score), cx, r.y + c * 1.35, r.w);
      ctx.fillStyle = theme.accent2;
      ctx.font = `700 ${Math.round(c * 0.42)}px system-ui, sans-serif`;
      ctx.fillText(num(v.line), cx, r.y + c * 2.35, r.w);
      return;
    }
    const rows: Array<[string, string]> = [[t('Score'), String(v.score)], ...v.rows];
    const step = Math.min(c * 1.9, r.h / (rows.length + 0.5));
    ctx.fillStyle = theme.muted;
    ctx.font = `700 ${Math.round(c * 0.4)}px system-ui, sans-serif`;
    ctx.fillText(v.headline, cx, r.y + step * 0.3);
    rows.forEach(([label, value], i) => {
      const y = r.y + step * (i + 0.9);
      ctx.fillStyle = theme.muted;
      ctx.font = `600 ${Math.round(c * 0.36)}px system-ui, sans-serif`;
      ctx.fillText(label.toUpperCase(), cx, y);
      ctx.fillStyle = i === 0 ? theme.text : theme.accent2;
      ctx.font = `800 ${Math.round(c * 0.72)}px system-ui, sans-serif`;
      ctx.fillText(num(value), cx, y + c * 0.65, r.w - 6);
    });
  }

  function drawStack(v: Frame, at: (x: number, y: number) => [number, number]) {
    const { c, well: shaft } = L!;
    const g = v.well;
    // Rows just completed flash white, then squeeze shut before they go.
    for (let y = HIDDEN; y < g.board.length; y += 1) {
      const flashing = v.flashRows?.includes(y) ?? false;
      const squeeze = flashing ? Math.max(0, (v.flashT - 0.45) / 0.55) : 0;
      const row = g.board[y]!;
      for (let x = 0; x < row.length; x += 1) {
        const type = row[x];
        if (!type) continue;
        const [px, py] = at(x, y);
        if (squeeze > 0) {
          const s = c * (1 - squeeze);
          square(type, px + (c - s) / 2, py + (c - s) / 2, s);
        } else square(type, px, py, c, v.over ? 0.4 : 1);
      }
      if (flashing) {
        const glow = v.flashT < 0.45 ? 0.9 - 0.25 * Math.sin(v.flashT * Math.PI * 6) : 0.9 * (1 - squeeze);
        ctx.fillStyle = `rgba(255,255,255,${glow.toFixed(3)})`;
        ctx.fillRect(shaft.x, shaft.y + (y - HIDDEN) * c + (c * squeeze) / 2, shaft.w, c * (1 - squeeze));
      }
    }
  }

  function drawTrail(tr: Trail) {
    const { c, well } = L!;
    const top = Math.max(0, tr.from - HIDDEN) * c;
    const bottom = (tr.to - HIDDEN + 1) * c;
    const streak = ctx.createLinearGradient(0, well.y + top, 0, well.y + bottom);
    streak.addColorStop(0, 'rgba(255,255,255,0)');
    streak.addColorStop(1, shade(colours[tr.type], 0.3));
    ctx.globalAlpha = 0.45 * (1 - tr.age / 0.2);
    ctx.fillStyle = streak;
    for (const x of tr.cols) ctx.fillRect(well.x + x * c + c * 0.15, well.y + top, c * 0.7, bottom - top);
    ctx.globalAlpha = 1;
  }

  function drawPiece(g: Well, at: (x: number, y: number) => [number, number]) {
    const p = g.piece;
    if (!p) return;
    const { c } = L!;
    const m = shapeOf(p);
    // The ghost: where the piece will land, as an outline in its colour.
    const gy = ghostY(g);
    ctx.strokeStyle = shade(colours[p.type], 0.1);
    ctx.fillStyle = shade(colours[p.type], -0.2);
    ctx.lineWidth = 2;
    m.forEach((row, r) =>
      row.forEach((on, col) => {
        if (!on || gy + r < HIDDEN) return;
        const [px, py] = at(p.x + col, gy + r);
        ctx.globalAlpha = 0.16;
        ctx.fillRect(px + 1, py + 1, c - 2, c - 2);
        ctx.globalAlpha = 0.7;
        ctx.strokeRect(px + 2, py + 2, c - 4, c - 4);
      }),
    );
    ctx.globalAlpha = 1;
    m.forEach((row, r) =>
      row.forEach((on, col) => {
        if (!on || p.y + r < HIDDEN) return;
        const [px, py] = at(p.x + col, p.y + r);
        square(p.type, px, py, c);
      }),
    );
  }

  function drawPopups(popups: readonly Popup[]) {
    const { c, well } = L!;
    // Clears and level-ups announce themselves over the well, rising and fading.
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const pop of popups) {
      const k = Math.min(1, pop.age / 1.1);
      ctx.globalAlpha = 1 - k * k;
      const y = well.y + well.h * (pop.y ?? 0.4) - k * c * 2;
      ctx.font = `900 ${Math.round(c * (pop.big ? 0.95 : 0.7))}px system-ui, sans-serif`;
      ctx.lineWidth = 4;
      ctx.strokeStyle = 'rgba(0,0,0,0.6)';
      ctx.strokeText(pop.text, well.x + well.w / 2, y);
      ctx.fillStyle = pop.colour ?? theme.text;
      ctx.fillText(pop.text, well.x + well.w / 2, y);
    }
    ctx.globalAlpha = 1;
  }

  /** Draws a frame. */
  function draw(v: Frame) {
    if (!L || !background) return;
    const { c, well } = L;
    ctx.clearRect(0, 0, L.W, L.H);
    ctx.drawImage(background, 0, 0, L.W, L.H);
    const g = v.well;
    preview(L.hold, g.hold, g.canHold ? 1 : 0.35);
    preview(L.next, g.queue[0], 1);
    stats(L.stats, v);

    ctx.save();
    ctx.beginPath();
    rounded(ctx, well.x, well.y, well.w, well.h, 4);
    ctx.clip();
    const at = (x: number, y: number): [number, number] => [well.x + x * c, well.y + (y - HIDDEN) * c];
    drawStack(v, at);
    if (v.trail && v.trail.to > v.trail.from) drawTrail(v.trail);
    drawPiece(g, at);
    ctx.restore();
    drawPopups(v.popups);
  }

  /** Whether a point (CSS pixels, relative to the canvas) is on the hold box. */
  function onHold(x: number, y: number): boolean {
    const r = L?.hold;
    return !!r && x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
  }

  return { resize, draw, onHold, layout: () => L };
}
