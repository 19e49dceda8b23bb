import { BASE_D, clamp, U, type Side } from './board';
import { AIM_MAX } from './striker';

/**
 * The striker by pointer (touch, pen, mouse): on the shooter's baseline or the slider strip a
 * sideways drag places it; from the striker, or anywhere else on the board, pulling back away from
 * the shot aims and sets the power, and letting go strikes. Side two pulls towards the top edge,
 * where the second player sits.
 */

export interface PointerHooks {
  active(): boolean;
  side(): Side;
  strikerX(): number;
  place(x: number): void;
  aim(angle: number): void;
  power(power: number): void;
  strike(power: number): void;
  /** The board's size in CSS pixels: a full pull is about a third of it. */
  size(): number;
}

interface Geometry {
  toBoard(cx: number, cy: number): { x: number; y: number; inStrip: boolean };
  toCanvas(x: number, y: number): { cx: number; cy: number };
}

type Gesture = { id: number; mode: 'place' | 'grab' | 'pull'; sx: number; sy: number; ax: number; ay: number; offset: number };

/** Listens on the canvas; returns a function that drops a gesture in progress (on pause). */
export function pointerInput(canvas: HTMLCanvasElement, geo: Geometry, hooks: PointerHooks): () => void {
  let drag: Gesture | null = null;
  let power = 0;
  const local = (e: PointerEvent) => {
    const r = canvas.getBoundingClientRect();
    const cx = e.clientX - r.left;
    const cy = e.clientY - r.top;
    return { cx, cy, ...geo.toBoard(cx, cy) };
  };
  const setPower = (p: number) => {
    power = p;
    hooks.power(p);
  };
  const stop = () => {
    drag = null;
    canvas.classList.remove('pulling');
  };

  canvas.addEventListener('pointerdown', (e) => {
    if (!hooks.active()) return;
    e.preventDefault();
    const p = local(e);
    const side = hooks.side();
    const baseY = side === 'two' ? BASE_D : U - BASE_D;
    setPower(0);
    const onLine = Math.abs(p.y - baseY) < 70 && p.y > -10 && p.y < U + 10;
    const mode = p.inStrip ? 'place' : onLine ? (Math.abs(p.x - hooks.strikerX()) < 75 ? 'grab' : 'place') : 'pull';
    drag = {
      id: e.pointerId,
      mode,
      sx: p.cx,
      sy: p.cy,
      ax: p.cx,
      ay: p.cy,
      offset: mode === 'grab' ? p.x - hooks.strikerX() : 0,
    };
    if (mode === 'place') hooks.place(p.x);
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      /* not capturable */
    }
  });

  canvas.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id || !hooks.active()) return;
    const p = local(e);
    const side = hooks.side();
    if (drag.mode === 'grab') {
      const dx = p.cx - drag.sx;
      const dy = p.cy - drag.sy;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < 8) return;
      // Pulling back, away from the board's middle, aims; a sideways drag slides the striker.
      const back = side === 'two' ? -dy : dy;
      if (back > 0 && Math.abs(dy) > Math.abs(dx) * 0.8) {
        const at = geo.toCanvas(hooks.strikerX(), side === 'two' ? BASE_D : U - BASE_D);
        drag.mode = 'pull';
        drag.ax = at.cx;
        drag.ay = at.cy;
      } else {
        drag.mode = 'place';
      }
    }
    if (drag.mode === 'place') {
      hooks.place(p.x - drag.offset);
      return;
    }
    // The shot goes from the pointer back through the anchor; the power grows with the distance.
    const vx = drag.ax - p.cx;
    const vy = drag.ay - p.cy;
    const dist = Math.hypot(vx, vy);
    if (dist < 6) return setPower(0);
    const a = side === 'two' ? Math.atan2(vx, vy) : Math.atan2(vx, -vy);
    hooks.aim(clamp(a, -AIM_MAX, AIM_MAX));
    setPower(clamp(dist / clamp(hooks.size() * 0.3, 80, 150), 0, 1));
    canvas.classList.add('pulling');
  });

  canvas.addEventListener('pointerup', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const pulled = drag.mode === 'pull';
    stop();
    if (!pulled || !hooks.active()) return;
    if (power >= 0.06) hooks.strike(power);
    else setPower(0);
  });
  canvas.addEventListener('pointercancel', (e) => {
    if (drag && e.pointerId === drag.id) {
      stop();
      setPower(0);
    }
  });
  return stop;
}
