/** What every game does with the page: canvas sizing, swipes, keys, the overlay, the phase. */

export type Direction = 'up' | 'down' | 'left' | 'right';
export type Phase = 'ready' | 'playing' | 'paused' | 'over';

/** The element matching a selector, or an error naming it: a game's page is its own, so a miss is a bug. */
export function $<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const el = root.querySelector<E>(selector);
  if (!el) throw new Error(`The game's page has no ${selector}`);
  return el;
}

/** "timer-text" → "timerText": an element's id as the name a game's code gives it. */
type CamelId<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelId<Tail>>}` : S;
type SpacedIds<S extends string> = S extends `${infer First} ${infer Rest}` ? First | SpacedIds<Rest> : S;

/**
 * The page's elements a game keeps, looked up once by their ids: pageElements('stage timer-text')
 * gives { stage, timerText }. A missing one is an error naming it, as with $.
 */
export function pageElements<S extends string>(ids: S): { [K in SpacedIds<S> as CamelId<K>]: HTMLElement } {
  const found: Record<string, HTMLElement> = {};
  for (const id of ids.split(' ')) found[id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = $(`#${id}`);
  return found as { [K in SpacedIds<S> as CamelId<K>]: HTMLElement };
}

/**
 * Sizes a canvas to cssW x cssH CSS pixels with a devicePixelRatio backing store, so drawing stays
 * crisp; afterwards the context draws in CSS pixels.
 */
export function fitCanvas(canvas: HTMLCanvasElement, cssW: number, cssH: number): CanvasRenderingContext2D {
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  canvas.style.width = `${cssW}px`;
  canvas.style.height = `${cssH}px`;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

/**
 * The game's phase, mirrored on <html data-state> so the portal (and its browser tests) can tell a
 * running game from a menu.
 */
export function setPhase(phase: Phase): void {
  document.documentElement.dataset.state = phase;
}

/**
 * Called whenever the game has answered a player's input by changing what is on the board: counted
 * on <html data-answered>, the proof that a player is really playing and not looking at a menu.
 */
export function answered(): void {
  const html = document.documentElement;
  html.dataset.answered = String((Number(html.dataset.answered) || 0) + 1);
}

/**
 * A game painted on one canvas in the page's #stage: both elements, and a first 1×1 context that
 * the stage's first measure (onResize) replaces with one of its size.
 */
export function canvasOnStage(canvasSelector: string): {
  stage: HTMLElement;
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
} {
  const stage = $('#stage');
  const canvas = $<HTMLCanvasElement>(canvasSelector);
  return { stage, canvas, ctx: fitCanvas(canvas, 1, 1) };
}

/** cb(width, height) now and whenever the element's box changes to a real size. */
export function onResize(el: HTMLElement, cb: (width: number, height: number) => void): void {
  // A frame being hidden or closed measures 0 x 0: a game laid out for no room would divide by
  // zero, so only a real size is passed on and the last good layout stays.
  const run = () => {
    if (el.clientWidth > 0 && el.clientHeight > 0) cb(el.clientWidth, el.clientHeight);
  };
  new ResizeObserver(run).observe(el);
  run();
}

/**
 * Swipes with pointer events (touch, pen and mouse drags), fired during the move as soon as the
 * threshold is passed. With repeat the gesture re-arms from the current point, so one zig-zag drag
 * can steer several times; without, a gesture yields at most one swipe.
 */
export function onSwipe(el: HTMLElement, cb: (dir: Direction) => void, { threshold = 22, repeat = true } = {}): void {
  let start: { x: number; y: number; id: number } | null = null;
  el.addEventListener('pointerdown', (e) => {
    // Presses on real buttons (d-pad, overlay) are not the start of a swipe.
    if (e.target instanceof Element && e.target.closest('button')) return;
    start = { x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  el.addEventListener('pointermove', (e) => {
    if (!start || e.pointerId !== start.id) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return;
    if (Math.abs(dx) > Math.abs(dy)) cb(dx > 0 ? 'right' : 'left');
    else cb(dy > 0 ? 'down' : 'up');
    start = repeat ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
  });
  const end = () => {
    start = null;
  };
  el.addEventListener('pointerup', end);
  el.addEventListener('pointercancel', end);
}

/** The direction of an arrow key or WASD, or null. */
export function keyDirection(e: KeyboardEvent): Direction | null {
  switch (e.key) {
    case 'ArrowUp':
    case 'w':
    case 'W':
      return 'up';
    case 'ArrowDown':
    case 's':
    case 'S':
      return 'down';
    case 'ArrowLeft':
    case 'a':
    case 'A':
      return 'left';
    case 'ArrowRight':
    case 'd':
    case 'D':
      return 'right';
    default:
      return null;
  }
}

/**
 * Keeps arrows and Space from scrolling the page (or the portal around the frame). Space on a
 * focused button is left alone so that it still presses the button.
 */
export function blockScrollKeys(): void {
  window.addEventListener('keydown', (e) => {
    const k = e.key;
    if (k === ' ' && e.target instanceof HTMLButtonElement) return;
    if (k === ' ' || k.startsWith('Arrow') || k === 'PageUp' || k === 'PageDown') e.preventDefault();
  });
}

/** cb() when the page becomes hidden: the player switched apps, took a call, locked the phone. */
export function onHidden(cb: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) cb();
  });
  // A page being closed or reloaded is hidden too, but may not say so before it goes.
  window.addEventListener('pagehide', cb);
}

/** The start, pause and end panel over the play area (#overlay with [data-title], [data-text], [data-btn]). */
export interface Overlay {
  show(title: string, text: string, button: string): void;
  hide(): void;
  readonly shown: boolean;
}

export function overlay(el: HTMLElement = $('#overlay')): Overlay {
  const button = $<HTMLButtonElement>('[data-btn]', el);
  return {
    show(title, text, label) {
      $('[data-title]', el).textContent = title;
      $('[data-text]', el).textContent = text;
      button.textContent = label;
      el.hidden = false;
      // Focused, so that Enter and Space work straight away for keyboard players.
      button.focus({ preventScroll: true });
    },
    hide() {
      el.hidden = true;
      // Nothing keeps the overlay's focus, so that Space does not press its button mid-game.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },
    get shown() {
      return !el.hidden;
    },
  };
}
