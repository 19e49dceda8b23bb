import type { Page } from 'playwright-core';

/** What has focus: enough to recognise a control the way a keyboard user meets it. */
export interface Focused {
  tag: string;
  /** aria-label, else the label of a form field, else the text. */
  name: string;
  href: string | null;
  inDialog: boolean;
  /** The accessible name of the dialog the focus is in (its aria-labelledby text). */
  dialog: string | null;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? text(el.labels?.[0]) : '';
    const dialog = el?.closest('[role="dialog"]');
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: el?.getAttribute('aria-label') ?? (label || text(el)),
      href: el?.getAttribute('href') ?? null,
      inDialog: !!dialog,
      dialog: dialog ? text(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')) : null,
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element passes `wanted`; fails after
 * `max` presses, naming the target. Returns the element reached.
 */
export async function tabTo(
  page: Page,
  what: string,
  wanted: (el: Focused) => boolean,
  max = 80,
  backwards = false,
): Promise<Focused> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    if (wanted(el)) return el;
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${what}.`);
}

/** The names of the elements focus visits over `presses` presses of Tab or Shift+Tab. */
export async function focusWalk(page: Page, presses: number, key: 'Tab' | 'Shift+Tab'): Promise<Focused[]> {
  const visited: Focused[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    visited.push(await focused(page));
  }
  return visited;
}
