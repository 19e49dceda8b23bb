import { useEffect, useRef, type RefObject } from 'react';

/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors, not text for people */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');
/* eslint-enable lingui/no-unlocalized-strings */

export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    (el) => !el.closest('[hidden],[inert]'),
  );

/**
 * The element that last held focus. A submit button that disables itself while its request runs
 * drops focus to <body>; when the resulting dialog closes, focus should go back to that button.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Open layers, innermost last: only the top one traps focus and answers Escape. */
const layers: object[] = [];
let scrollLocks = 0;
let savedOverflow = '';
let savedPadding = '';

function lockScroll(): void {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  savedOverflow = body.style.overflow;
  savedPadding = body.style.paddingRight;
  body.style.overflow = 'hidden';
  // Keep the page from shifting sideways when the desktop scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll(): void {
  if (--scrollLocks > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPadding;
}

export interface DialogFocusOptions {
  /** While false the layer does nothing (a drawer that is closed). */
  active?: boolean;
  onEscape: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  lockScroll?: boolean;
}

/**
 * Modal focus behaviour (design.md "every modal traps focus, closes on Escape, and returns focus
 * to what opened it"): moves focus in, keeps Tab / Shift+Tab inside, closes on Escape, locks the
 * page scroll, and gives focus back to the element that had it before.
 */
export function useDialogFocus(container: RefObject<HTMLElement | null>, options: DialogFocusOptions): void {
  const { active = true, initialFocus, lockScroll: lock = true } = options;
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const layer = {};
    layers.push(layer);
    const previous = focusOrigin();
    const isTop = () => layers[layers.length - 1] === layer;
    const focusFirst = () => (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();
    if (lock) lockScroll();
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape.current();
      } else if (event.key === 'Tab') {
        const items = focusableIn(root);
        if (items.length === 0) return void event.preventDefault();
        const first = items[0];
        const last = items[items.length - 1];
        const current = document.activeElement;
        if (event.shiftKey && (current === first || !root.contains(current))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (current === last || !root.contains(current))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // A click or script elsewhere must not leave focus behind the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !root.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      layers.splice(layers.indexOf(layer), 1);
      if (lock) unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [active, container, initialFocus, lock]);
}
