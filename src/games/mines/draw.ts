import { mix } from '../engine/colour';
import type { Theme } from '../themes';
import type { Field } from './minefield';

/**
 * Paints the minefield on its canvas: closed tiles (drawn once to an offscreen sprite), open cells
 * with their numbers, flags, mines, and the little animations (cells opening outwards, flags and
 * mines popping in). The view only: it reads a field and the animation clocks, and changes nothing.
 */

/** Number colours, chosen to read well on every theme's dark open cells. */
const NUMBER_COLOURS = ['', '#5aa9ff', '#3ddc84', '#ff5c7a', '#c08cff', '#ffb020', '#22d3ee', '#f5f5ff', '#b8bcd8'];
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** What the painter needs besides the field: the phase, the press, the cursor and the clocks. */
export interface Scene {
  field: Field;
  paused: boolean;
  over: boolean;
  /** The cell held down (not yet a long press), or -1. */
  pressed: number;
  /** A held press's progress to a long press, 0..1, or 0 when there is none. */
  hold: number;
  /** The hold ring's colour (it says what the long press will do). */
  holdColour: string;
  /** The keyboard cursor's cell, or -1 when hidden. */
  cursor: number;
  /** Per cell, when it opens (ms on the page's clock, 0 at once). */
  openAt: Float64Array;
  /** Per cell, when its flag or mine shows. */
  markAt: Float64Array;
  /** Cells open at once, with no ripples or pops (the player asked for less motion). */
  calm: boolean;
}

export interface Painter {
  /** Sizes the sprites for a cell size (after a layout). */
  resize(ctx: CanvasRenderingContext2D, cell: number): void;
  draw(scene: Scene, now: number): void;
}

/** 0..1 progress of an animation that starts at `at` and lasts `ms` (1 when there is none). */
const progress = (now: number, at: number, ms: number) => (at <= 0 ? 1 : Math.max(0, Math.min(1, (now - at) / ms)));

/** A painter in a theme's colours, writing numbers with the player's digits. */
export function painter(theme: Theme, num: (n: number) => string): Painter {
  const colours = {
    frame: mix(theme.bg, theme.line, 0.55),
    tileTop: mix(theme.panel, theme.accent, 0.45),
    tileBottom: mix(theme.panel, theme.accent, 0.2),
    tilePressed: mix(theme.bg, theme.panel, 0.7),
    open: mix(theme.bg, theme.panel, 0.45),
    mineCell: mix(theme.line, theme.pink, 0.55),
    boom: '#ff3b4e',
  };
  let ctx: CanvasRenderingContext2D | null = null;
  let s = 36;
  let sprite: HTMLCanvasElement | null = null;

  /** The closed tile, drawn once per cell size: a gradient with a highlight along its top. */
  function drawTile(c: CanvasRenderingContext2D, x: number, y: number, pressed: boolean) {
    const g = Math.max(1.5, s * 0.05);
    const r = s * 0.2;
    if (pressed) {
      c.fillStyle = colours.tilePressed;
    } else {
      const grad = c.createLinearGradient(0, y, 0, y + s);
      grad.addColorStop(0, colours.tileTop);
      grad.addColorStop(1, colours.tileBottom);
      c.fillStyle = grad;
    }
    c.beginPath();
    c.roundRect(x + g, y + g, s - 2 * g, s - 2 * g, r);
    c.fill();
    if (pressed) return;
    c.strokeStyle = 'rgba(255,255,255,0.22)';
    c.lineWidth = 1.5;
    c.beginPath();
    c.moveTo(x + g + r, y + g + 0.75);
    c.lineTo(x + s - g - r, y + g + 0.75);
    c.stroke();
  }

  function tile(x: number, y: number, pressed = false) {
    if (pressed || !sprite) return drawTile(ctx!, x, y, pressed);
    ctx!.drawImage(sprite, x, y, s, s);
  }

  function openCell(x: number, y: number, fill: string) {
    const c = ctx!;
    const g = Math.max(1, s * 0.03);
    c.fillStyle = fill;
    c.beginPath();
    c.roundRect(x + g, y + g, s - 2 * g, s - 2 * g, s * 0.12);
    c.fill();
  }

  function number(x: number, y: number, n: number, alpha: number, digit: string) {
    const c = ctx!;
    c.globalAlpha = alpha;
    c.fillStyle = NUMBER_COLOURS[n]!;
    c.fillText(digit, x + s / 2, y + s / 2 + s * 0.03);
    c.globalAlpha = 1;
  }

  function flagIcon(x: number, y: number, scale: number) {
    const c = ctx!;
    c.save();
    c.translate(x + s / 2, y + s / 2);
    c.scale(scale, scale);
    const u = s / 36;
    c.fillStyle = 'rgba(0,0,0,0.3)';
    c.beginPath();
    c.ellipse(0, 11 * u, 9 * u, 3 * u, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = theme.text;
    c.fillRect(-4 * u, -11 * u, 2.6 * u, 22 * u);
    c.fillStyle = theme.pink;
    c.beginPath();
    c.moveTo(-1.6 * u, -11 * u);
    c.lineTo(10 * u, -5.5 * u);
    c.lineTo(-1.6 * u, 0);
    c.closePath();
    c.fill();
    c.restore();
  }

  function mineIcon(x: number, y: number, scale: number) {
    const c = ctx!;
    const cx = x + s / 2;
    const cy = y + s / 2;
    const r = s * 0.22 * scale;
    c.strokeStyle = '#15121c';
    c.lineWidth = Math.max(2, s * 0.07) * scale;
    c.lineCap = 'round';
    c.beginPath();
    for (let k = 0; k < 4; k += 1) {
      const a = (k * Math.PI) / 4;
      c.moveTo(cx - Math.cos(a) * r * 1.55, cy - Math.sin(a) * r * 1.55);
      c.lineTo(cx + Math.cos(a) * r * 1.55, cy + Math.sin(a) * r * 1.55);
    }
    c.stroke();
    // The body and its shine.
    for (const [dx, dy, k, fill] of [
      [0, 0, 1, '#15121c'],
      [-0.35, -0.35, 0.28, 'rgba(255,255,255,0.75)'],
    ] as const) {
      c.fillStyle = fill;
      c.beginPath();
      c.arc(cx + dx * r, cy + dy * r, r * k, 0, Math.PI * 2);
      c.fill();
    }
  }

  function cross(x: number, y: number) {
    const c = ctx!;
    c.strokeStyle = '#ff3b4e';
    c.lineWidth = Math.max(2.5, s * 0.08);
    c.lineCap = 'round';
    c.beginPath();
    c.moveTo(x + s * 0.22, y + s * 0.22);
    c.lineTo(x + s * 0.78, y + s * 0.78);
    c.moveTo(x + s * 0.78, y + s * 0.22);
    c.lineTo(x + s * 0.22, y + s * 0.78);
    c.stroke();
  }

  function drawCell(scene: Scene, i: number, now: number, digits: readonly string[]) {
    const { field, openAt, markAt, calm } = scene;
    /** Scale of something popping in: from half size, a little past full size, then settling. */
    const pop = (t: number) => {
      if (calm) return 1;
      const u = t - 1;
      return 0.5 + 0.5 * (1 + 2.70158 * u * u * u + 1.70158 * u * u);
    };
    const c = field.cells[i]!;
    const x = (i % field.cols) * s;
    const y = Math.floor(i / field.cols) * s;
    // A paused game covers the field, so a pause (which stops the clock) is no time to think.
    if (scene.paused) return tile(x, y);
    const showsMine = scene.over && c.mine && !c.flag && (markAt[i]! <= 0 || now >= markAt[i]!);
    if (c.open && !c.mine) {
      const t = calm ? 1 : progress(now, openAt[i]!, 180);
      if (now < openAt[i]!) return tile(x, y);
      openCell(x, y, colours.open);
      if (c.near > 0) number(x, y, c.near, t, digits[c.near]!);
      if (t < 1) {
        // The cover shrinks away as the cell opens.
        const k = 1 - t;
        const g = ctx!;
        g.save();
        g.globalAlpha = k;
        g.translate(x + s / 2, y + s / 2);
        g.scale(k, k);
        tile(-s / 2, -s / 2);
        g.restore();
      }
      return;
    }
    if (showsMine || (scene.over && c.mine && i === field.exploded)) {
      openCell(x, y, i === field.exploded ? colours.boom : colours.mineCell);
      mineIcon(x, y, pop(progress(now, markAt[i]!, 220)));
      return;
    }
    tile(x, y, scene.pressed === i && !c.flag);
    if (c.flag && now >= markAt[i]!) {
      flagIcon(x, y, pop(progress(now, markAt[i]!, 200)));
      if (scene.over && !c.mine) cross(x, y);
    }
  }

  const digits = Array.from({ length: 9 }, (_, n) => num(n));
  return {
    resize(next, cell) {
      ctx = next;
      s = cell;
      const dpr = ctx.getTransform().a || 1;
      sprite = document.createElement('canvas');
      sprite.width = Math.ceil(s * dpr);
      sprite.height = Math.ceil(s * dpr);
      const sc = sprite.getContext('2d');
      if (!sc) {
        sprite = null;
        return;
      }
      sc.scale(dpr, dpr);
      drawTile(sc, 0, 0, false);
    },
    draw(scene, now) {
      if (!ctx) return;
      const c = ctx;
      const { field } = scene;
      c.fillStyle = colours.frame;
      c.fillRect(0, 0, s * field.cols, s * field.rows);
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.font = `800 ${Math.round(s * 0.56)}px ${FONT}`;
      for (let i = 0; i < field.cells.length; i += 1) drawCell(scene, i, now, digits);
      // A held press fills a ring around the cell: the flag (or dig, in Flag mode) it will become.
      if (scene.pressed >= 0 && scene.hold > 0) {
        const x = (scene.pressed % field.cols) * s + s / 2;
        const y = Math.floor(scene.pressed / field.cols) * s + s / 2;
        c.strokeStyle = scene.holdColour;
        c.lineWidth = 4;
        c.lineCap = 'round';
        c.beginPath();
        c.arc(x, y, s * 0.44, -Math.PI / 2, -Math.PI / 2 + scene.hold * Math.PI * 2);
        c.stroke();
      }
      if (scene.cursor >= 0) {
        c.strokeStyle = theme.accent2;
        c.lineWidth = 3;
        c.shadowColor = theme.accent2;
        c.shadowBlur = 10;
        c.beginPath();
        c.roundRect(
          (scene.cursor % field.cols) * s + 1.5,
          Math.floor(scene.cursor / field.cols) * s + 1.5,
          s - 3,
          s - 3,
          s * 0.2,
        );
        c.stroke();
        c.shadowBlur = 0;
      }
    },
  };
}
