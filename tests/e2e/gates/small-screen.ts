import type { Page } from 'playwright-core';

/** Design guide and WCAG 2.5.5: a tap target is at least 44 × 44 CSS px (half a pixel for rounding). */
export const MIN_TARGET_PX = 44;

/**
 * The page scrolls sideways when the document is wider than the viewport
 * (document.documentElement.scrollWidth > clientWidth). Names the outermost elements that stick
 * out, outside any container that scrolls or clips on its own, as a clue to the culprit.
 */
export async function horizontalOverflow(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return null;
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= root.clientWidth + 0.5 && rect.left >= -0.5) continue;
      let parent = el.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (clips(parent)) clipped = true;
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const parentSticksOut = el.parentElement && el.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5;
      if (parentSticksOut && el.parentElement !== document.body) continue;
      culprits.push(
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} (right ${Math.round(rect.right)} px)`,
      );
      if (culprits.length === 3) break;
    }
    return { excess, culprits };
  });
  return found ? [`${label}: scrolls ${found.excess} px sideways; sticking out: ${found.culprits.join(', ') || '?'}`] : [];
}

/**
 * Interactive elements smaller than 44 × 44 px. The rule, exactly:
 * - measured: links, buttons, form fields, summary, elements with an interactive ARIA role and any
 *   element in the tab order, that are rendered (not display:none, visibility:hidden, inside
 *   [hidden], [inert] or aria-hidden="true", and not of zero size);
 * - a checkbox or radio is measured by the larger of its own box and its label's box (the label is
 *   part of the target); a visually hidden (≤ 1 px) control is measured by its label, or skipped
 *   when it has none (e.g. a skip link before it receives focus);
 * - exempt (WCAG 2.5.5 "Inline"): an element laid out inline inside a block that has text of its
 *   own besides it, i.e. a link within a sentence or a paragraph;
 * - iframe content (the games themselves) is not measured.
 */
export async function smallTargets(page: Page, label: string): Promise<string[]> {
  // A dialog that opened after the screen settled (an answer that came late) may still be growing
  // in: its buttons are measured at their final size.
  const animationsEnded = () =>
    page.evaluate(async () => {
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    });
  const measure = () =>
    page.evaluate((min) => {
      const SELECTOR = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const isBlockish = (el: Element) => !['inline', 'contents'].includes(getComputedStyle(el).display);
      const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const inSentence = (el: Element) => {
        if (isBlockish(el)) return false;
        let block = el.parentElement;
        while (block && !isBlockish(block)) block = block.parentElement;
        return !!block && textOf(block).length > textOf(el).length;
      };
      const name = (el: Element) => {
        const labelled =
          el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement && el.labels?.[0] ? textOf(el.labels[0]) : textOf(el));
        const kind = el instanceof HTMLInputElement ? `input[type=${el.type}]` : el.tagName.toLowerCase();
        return `${kind}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${labelled.slice(0, 40)}"`;
      };
      const small: string[] = [];
      for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
        if (el.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        let box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const labelBox = el instanceof HTMLInputElement ? el.labels?.[0]?.getBoundingClientRect() : undefined;
        if (box.width <= 1 || box.height <= 1) {
          if (!labelBox) continue;
          box = labelBox;
        } else if (labelBox && el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
          if (labelBox.width * labelBox.height > box.width * box.height) box = labelBox;
        }
        if (inSentence(el)) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          small.push(`${name(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return small;
    }, MIN_TARGET_PX);
  await animationsEnded();
  let found = await measure();
  // Such a dialog may also open while the page is being measured: a target found small is measured
  // again once the animations under way have ended (one that is really small stays small).
  for (let again = 0; again < 2 && found.length; again += 1) {
    await animationsEnded();
    found = await measure();
  }
  return found.length ? [`${label}: tap targets under ${MIN_TARGET_PX} px: ${[...new Set(found)].join('; ')}`] : [];
}
