import type { Theme } from '../themes';
import {
  BASE_D,
  BASE_MAX,
  BASE_MIN,
  CENTRE_R,
  COIN_R,
  POCKET_R,
  POCKETS,
  STRIKER_R,
  U,
  type Kind,
  type Piece,
  type Side,
} from './board';
import { aimVector, strikerOf } from './striker';

/**
 * Carrom's drawing: the board (painted once per size to an offscreen canvas), the pieces, the aim
 * guide, the slider strip under the board and a passing message. Reads the game; changes nothing.
 */

/** Where things are in CSS pixels: the board square, the surface inside its frame, the slider strip. */
export interface Layout {
  size: number;
  frame: number;
  /** CSS pixels per board unit. */
  k: number;
  ox: number;
  oy: number;
  stripY: number;
  stripH: number;
  w: number;
  h: number;
}

/** A coin falling into a pocket: it slides to the pocket's centre and shrinks as `fall` goes 1 → 0. */
export interface Falling {
  kind: Kind;
  x: number;
  y: number;
  px: number;
  py: number;
  fall: number;
}

/** What the view draws besides the game's pieces. */
export interface Scene {
  pieces: readonly Piece[];
  falling: readonly Falling[];
  /** The side aiming, and whether it is the computer (or null while the pieces roll). */
  aiming: { side: Side; cpu: boolean; aim: number } | null;
  power: number;
  /** The player may place and aim now (the slider's knob lights up). */
  active: boolean;
  blocked: boolean;
  guide: 'full' | 'ghost' | 'short';
  message: { text: string; alpha: number } | null;
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return `rgb(${ch(16)},${ch(8)},${ch(0)})`;
}

const COIN_FILL = { w: '#f3e9d2', b: '#2b2220', q: '#d3263a' } as const;
const COIN_EDGE = { w: '#bfa97f', b: '#0c0908', q: '#8d1020' } as const;

export function painter(theme: Theme) {
  const T = theme;
  const WOOD = mix('#e9cc95', T.accent2, 0.14);
  const WOOD_DARK = mix('#b98a4e', T.accent, 0.15);
  const INK = mix('#3a2414', T.bg, 0.4);
  const FRAME = mix('#5a3618', T.panel, 0.55);
  const STRIKER_FILL = mix('#f4f1e8', T.accent2, 0.35);
  const POCKET_EDGE = mix('#5a3618', T.line, 0.5);
  let L: Layout;
  let ctx: CanvasRenderingContext2D;
  let background: HTMLCanvasElement | null = null;

  const bx = (x: number) => L.ox + x * L.k;
  const by = (y: number) => L.oy + y * L.k;

  function circle(
    c: CanvasRenderingContext2D,
    x: number,
    y: number,
    r: number,
    fill?: string | null,
    stroke?: string | null,
    lw = 1,
  ) {
    c.beginPath();
    c.arc(x, y, r, 0, Math.PI * 2);
    if (fill) {
      c.fillStyle = fill;
      c.fill();
    }
    if (stroke) {
      c.lineWidth = lw;
      c.strokeStyle = stroke;
      c.stroke();
    }
  }

  /** The frame, the wood, the lines and the pockets: the same every frame, so painted once. */
  function paintBoard(c: CanvasRenderingContext2D) {
    const k = L.k;
    c.fillStyle = FRAME;
    c.beginPath();
    c.roundRect(0, 0, L.size, L.size, 10);
    c.fill();
    c.strokeStyle = T.line;
    c.lineWidth = 2;
    c.stroke();
    const g = c.createRadialGradient(bx(500), by(500), 40 * k, bx(500), by(500), 720 * k);
    g.addColorStop(0, WOOD);
    g.addColorStop(1, WOOD_DARK);
    c.fillStyle = g;
    c.fillRect(L.ox, L.oy, U * k, U * k);
    c.strokeStyle = INK;
    c.lineWidth = Math.max(1, 2.2 * k);
    // Baselines: a double line on each side with a red circle at each end.
    const inner = BASE_D - STRIKER_R;
    const outer = BASE_D + STRIKER_R;
    for (let side = 0; side < 4; side += 1) {
      c.save();
      c.translate(bx(500), by(500));
      c.rotate((side * Math.PI) / 2);
      c.translate(-bx(500), -by(500));
      const y1 = by(U - outer);
      const y2 = by(U - inner);
      const x1 = bx(BASE_MIN);
      const x2 = bx(BASE_MAX);
      c.beginPath();
      c.moveTo(x1, y1);
      c.lineTo(x2, y1);
      c.moveTo(x1, y2);
      c.lineTo(x2, y2);
      c.stroke();
      for (const x of [x1, x2]) {
        circle(c, x, by(U - BASE_D), STRIKER_R * k, T.pink, INK, Math.max(1, 2 * k));
        circle(c, x, by(U - BASE_D), STRIKER_R * 0.45 * k, WOOD, null);
      }
      // Diagonal arrow from the corner towards the centre, ending in an arc.
      c.beginPath();
      c.moveTo(bx(U - 130), by(U - 130));
      c.lineTo(bx(U - 330), by(U - 330));
      c.stroke();
      c.beginPath();
      c.arc(bx(U - 300), by(U - 300), 40 * k, Math.PI * 0.75 - 1.2, Math.PI * 0.75 + 1.2);
      c.stroke();
      c.restore();
    }
    circle(c, bx(500), by(500), CENTRE_R * k, null, INK, Math.max(1, 2.2 * k));
    circle(c, bx(500), by(500), (CENTRE_R - 12) * k, null, T.accent, Math.max(1, 2 * k));
    circle(c, bx(500), by(500), 30 * k, null, T.pink, Math.max(1, 2 * k));
    for (const [px, py] of POCKETS) circle(c, bx(px), by(py), POCKET_R * k, '#120b07', POCKET_EDGE, Math.max(1, 3 * k));
  }

  function drawPiece(kind: Kind, x: number, y: number, r: number, alpha: number) {
    const k = L.k;
    ctx.globalAlpha = alpha;
    const cx = bx(x);
    const cy = by(y);
    const rr = r * k;
    circle(ctx, cx + rr * 0.12, cy + rr * 0.16, rr, 'rgba(0,0,0,0.28)');
    if (kind === 's') {
      circle(ctx, cx, cy, rr, STRIKER_FILL, T.accent, Math.max(1.5, 4 * k));
      circle(ctx, cx, cy, rr * 0.45, null, T.accent, Math.max(1, 2.5 * k));
    } else {
      circle(ctx, cx, cy, rr, COIN_FILL[kind], COIN_EDGE[kind], Math.max(1, 2 * k));
      circle(ctx, cx, cy, rr * 0.62, null, kind === 'b' ? '#4a3b36' : COIN_EDGE[kind], Math.max(0.8, 1.6 * k));
    }
    ctx.globalAlpha = 1;
  }

  /** How far the striker runs along (dx, dy) before it first touches a coin or a cushion. */
  function rayHit(pieces: readonly Piece[], x: number, y: number, dx: number, dy: number) {
    let t = Infinity;
    let hit: Piece | null = null;
    for (const p of pieces) {
      if (!p.on || p.kind === 's') continue;
      const rr = p.r + STRIKER_R;
      const fx = x - p.x;
      const fy = y - p.y;
      const b = fx * dx + fy * dy;
      const disc = b * b - (fx * fx + fy * fy - rr * rr);
      if (disc < 0) continue;
      const tp = -b - Math.sqrt(disc);
      if (tp > 0 && tp < t) {
        t = tp;
        hit = p;
      }
    }
    const wx = dx > 0 ? (U - STRIKER_R - x) / dx : dx < 0 ? (STRIKER_R - x) / dx : Infinity;
    const wy = dy > 0 ? (U - STRIKER_R - y) / dy : dy < 0 ? (STRIKER_R - y) / dy : Infinity;
    const tw = Math.min(wx, wy);
    return tw < t ? { t: Math.max(0, tw), hit: null } : { t, hit };
  }

  function drawGuide(s: Scene) {
    const { side, cpu, aim } = s.aiming!;
    const striker = strikerOf(s.pieces);
    const k = L.k;
    const [dx, dy] = aimVector(side, aim);
    const { t, hit } = rayHit(s.pieces, striker.x, striker.y, dx, dy);
    const len = s.guide === 'short' ? Math.min(t, 260) : t;
    const ex = striker.x + dx * len;
    const ey = striker.y + dy * len;
    ctx.save();
    ctx.lineCap = 'round';
    ctx.setLineDash([4, 6]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = cpu ? T.pink : T.accent2;
    ctx.globalAlpha = 0.9;
    ctx.beginPath();
    ctx.moveTo(bx(striker.x + dx * STRIKER_R), by(striker.y + dy * STRIKER_R));
    ctx.lineTo(bx(ex), by(ey));
    ctx.stroke();
    ctx.setLineDash([]);
    if (hit && s.guide !== 'short' && !cpu) {
      circle(ctx, bx(ex), by(ey), STRIKER_R * k, null, T.accent2, 1.5);
      if (s.guide === 'full') {
        const nx = hit.x - ex;
        const ny = hit.y - ey;
        const nl = Math.hypot(nx, ny) || 1;
        ctx.strokeStyle = T.accent;
        ctx.lineWidth = 2.5;
        ctx.beginPath();
        ctx.moveTo(bx(hit.x), by(hit.y));
        ctx.lineTo(bx(hit.x + (nx / nl) * 160), by(hit.y + (ny / nl) * 160));
        ctx.stroke();
      }
    }
    // Power arrow behind the striker, like a pulled sling.
    if (s.power > 0) {
      const pl = 40 + s.power * 180;
      ctx.strokeStyle = T.pink;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(bx(striker.x - dx * STRIKER_R), by(striker.y - dy * STRIKER_R));
      ctx.lineTo(bx(striker.x - dx * pl), by(striker.y - dy * pl));
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The slider under the board: drag it to place the striker; it also shows the power. */
  function drawStrip(s: Scene) {
    const y = L.stripY;
    const h = L.stripH;
    const x1 = bx(BASE_MIN);
    const x2 = bx(BASE_MAX);
    ctx.fillStyle = T.panel;
    ctx.beginPath();
    ctx.roundRect(0, y, L.size, h, 12);
    ctx.fill();
    ctx.strokeStyle = T.line;
    ctx.lineWidth = 1;
    ctx.stroke();
    const my = y + h * 0.4;
    ctx.lineWidth = 6;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x1, my);
    ctx.lineTo(x2, my);
    ctx.stroke();
    const kx = bx(strikerOf(s.pieces).x);
    circle(ctx, kx, my, 13, s.active ? T.accent : T.line, T.text, 2);
    ctx.fillStyle = T.text;
    ctx.font = '600 14px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('‹ ›', kx, my + 0.5);
    ctx.fillStyle = T.line;
    ctx.fillRect(x1, y + h - 10, x2 - x1, 4);
    if (s.power > 0) {
      ctx.fillStyle = s.power > 0.8 ? T.pink : T.accent2;
      ctx.fillRect(x1, y + h - 10, (x2 - x1) * s.power, 4);
    }
    ctx.lineCap = 'butt';
  }

  function drawMessage({ text, alpha }: { text: string; alpha: number }) {
    const k = L.k;
    ctx.font = `700 ${Math.max(13, Math.round(34 * k))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const w = ctx.measureText(text).width + 24;
    const x = bx(500);
    const y = by(300);
    const h = Math.max(26, 60 * k);
    ctx.globalAlpha = alpha;
    ctx.fillStyle = T.bg;
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
    ctx.fill();
    ctx.strokeStyle = T.accent;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = T.text;
    ctx.fillText(text, x, y + 1);
    ctx.globalAlpha = 1;
  }

  return {
    /** A new size: the canvas's context and layout, and the board painted again. */
    resize(layout: Layout, context: CanvasRenderingContext2D) {
      L = layout;
      ctx = context;
      const dpr = Math.min(window.devicePixelRatio || 1, 3);
      background = document.createElement('canvas');
      background.width = Math.round(L.size * dpr);
      background.height = Math.round(L.size * dpr);
      const c = background.getContext('2d');
      if (!c) return;
      c.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintBoard(c);
    },
    draw(s: Scene) {
      ctx.clearRect(0, 0, L.w, L.h);
      if (background) ctx.drawImage(background, 0, 0, L.size, L.size);
      for (const f of s.falling) {
        const t = 1 - f.fall;
        drawPiece(
          f.kind,
          f.x + (f.px - f.x) * t,
          f.y + (f.py - f.y) * t,
          (f.kind === 's' ? STRIKER_R : COIN_R) * (0.35 + 0.65 * f.fall),
          f.fall,
        );
      }
      for (const p of s.pieces) if (p.on && p.kind !== 's') drawPiece(p.kind, p.x, p.y, p.r, 1);
      if (s.aiming) drawGuide(s);
      const striker = strikerOf(s.pieces);
      if (striker.on) drawPiece('s', striker.x, striker.y, striker.r, s.blocked ? 0.5 : 1);
      drawStrip(s);
      if (s.message) drawMessage(s.message);
    },
    /** A point on the canvas (CSS pixels) in board units, and whether it is on the slider strip. */
    toBoard(cx: number, cy: number) {
      return { x: (cx - L.ox) / L.k, y: (cy - L.oy) / L.k, inStrip: cy >= L.stripY - 4 };
    },
    /** The board's point in canvas pixels. */
    toCanvas(x: number, y: number) {
      return { cx: bx(x), cy: by(y) };
    },
  };
}
