import { bundledGameSlug } from '../domain/saved-games';

const LINK_SELECTOR = 'a[href]';

export interface FirstTouchLoads {
  /** Data saver is on now. */
  saving: () => boolean;
  /** Starts loading the screen (its code, words and areas) of a path of the portal. */
  preload: (pathname: string) => void;
}

/**
 * A tap on a link starts loading where it leads on its first touch (pointerdown), a tenth to a
 * third of a second before the click: the screen's code, its words and areas, and for a Play link
 * the bundled game's own page, so the game is on its way the moment the finger lands. With data
 * saver on, nothing starts before the tap is complete: a touch may be the start of a scroll, and
 * nothing is fetched ahead of a tap then. Returns the function that stops listening.
 */
export function startOnFirstTouch(doc: Document, loads: FirstTouchLoads): () => void {
  const started = new Set<string>();
  const onTouch = (event: Event) => {
    if (loads.saving() || !(event.target instanceof Element)) return;
    const link = event.target.closest(LINK_SELECTOR);
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    if (!started.has(link.pathname)) {
      started.add(link.pathname);
      loads.preload(link.pathname);
    }
    // A Play link names its bundled game's page (data-game-page), so the touch fetches that too.
    const page = link.dataset.gamePage;
    if (page && bundledGameSlug(page) && !started.has(page)) {
      started.add(page);
      const prefetch = doc.createElement('link');
      prefetch.rel = 'prefetch';
      prefetch.as = 'document';
      prefetch.href = page.split('#')[0]!;
      doc.head.append(prefetch);
    }
  };
  doc.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  return () => doc.removeEventListener('pointerdown', onTouch, { capture: true });
}
