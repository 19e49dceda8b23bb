/**
 * Taps, long presses and right clicks on the cells of a board: a press held LONG_PRESS_MS (without
 * sliding away) is a long press, a shorter one a tap, a right click answers at once. The board asks
 * for the press held, to draw it and its ring filling up.
 */

export const LONG_PRESS_MS = 400;

export interface Press {
  /** The cell pressed. */
  i: number;
  /** When the press began (performance.now()). */
  t0: number;
  /** The long press has happened; letting go does nothing more. */
  done: boolean;
}

export interface PressHandlers {
  /** The cell under a pointer, or -1. */
  cellAt(e: PointerEvent): number;
  /** Presses count only while this is true (the round is played). */
  enabled(): boolean;
  /** A cell was pressed down (any button). */
  down(i: number): void;
  tap(i: number): void;
  /** True when the long press did something (the phone then buzzes). */
  longPress(i: number): boolean;
  rightClick(i: number): void;
  /** The press held changed: the board repaints. */
  changed(): void;
}

export interface Presses {
  readonly held: Press | null;
  cancel(): void;
}

export function cellPresses(el: HTMLElement, on: PressHandlers): Presses {
  let press: (Press & { id: number; x: number; y: number; down: number; timer: number }) | null = null;
  const cancel = () => {
    if (!press) return;
    clearTimeout(press.timer);
    press = null;
    on.changed();
  };
  el.addEventListener('pointerdown', (e) => {
    if (!on.enabled()) return;
    const i = on.cellAt(e);
    if (i < 0) return;
    on.down(i);
    // Desktop: a right click answers at once.
    if (e.button === 2) return on.rightClick(i);
    if (e.button !== 0) return;
    cancel();
    const p = { id: e.pointerId, i, x: e.clientX, y: e.clientY, t0: performance.now(), down: e.timeStamp, done: false, timer: 0 };
    p.timer = window.setTimeout(() => {
      if (press !== p || !on.enabled()) return;
      p.done = true;
      if (on.longPress(i)) navigator.vibrate?.(25);
      on.changed();
    }, LONG_PRESS_MS);
    press = p;
    on.changed();
  });
  el.addEventListener('pointermove', (e) => {
    // A finger that slides away is scrolling or changing its mind, not pressing.
    if (press && e.pointerId === press.id && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 12) cancel();
  });
  el.addEventListener('pointerup', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    cancel();
    if (p.done || !on.enabled()) return;
    // On a busy phone the long-press timer can run late: a press held long enough is still long.
    if (e.timeStamp - p.down >= LONG_PRESS_MS) on.longPress(p.i);
    else on.tap(p.i);
  });
  el.addEventListener('pointercancel', cancel);
  el.addEventListener('pointerleave', cancel);
  // A long press must not open the browser's menu.
  el.addEventListener('contextmenu', (e) => e.preventDefault());
  return {
    get held() {
      return press;
    },
    cancel,
  };
}
