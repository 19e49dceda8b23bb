const LINK_SELECTOR = 'a[href]';

export interface FirstTouchLoads {
  /** Data saver is on now. */
  saving: () => boolean;
  /** Starts loading the screen (its code, words and areas) of a path of the portal. */
  preload: (pathname: string) => void;
}

/**
 * A tap on a link starts loading where it leads on its first touch (pointerdown), a tenth to a
 * third of a second before the click: the screen's code, its words and areas (a Play link's game
 * details are asked by index.html's boot script on the same touch). The game's own page is not
 * prefetched: the game's sandboxed frame does not take a prefetched copy and downloads the page
 * again in full (seen in the bench's time to playing); the play screen frames it as soon as its
 * details name it instead.
 * With data saver on, nothing starts before the tap is complete: a touch may be the start of a
 * scroll, and nothing is fetched ahead of a tap then. Returns the function that stops listening.
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
  };
  doc.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  return () => doc.removeEventListener('pointerdown', onTouch, { capture: true });
}
