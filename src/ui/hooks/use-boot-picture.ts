import { useCallback, useState } from 'react';

/** The picture index.html's boot script painted into the first paint (scripts/boot-script.ts). */
const BOOT_PICTURE = 'img.boot-picture';
/** The grid a genre's first card picture is painted in: it goes with the picture. */
const BOOT_GRID = '.boot-grid';
/** /home's hero Play control, painted beside the picture: the trailer card draws its own in its place. */
const BOOT_PLAY = 'a.boot-play';
/** How long an unclaimed boot picture may wait for its screen's data before it goes. */
const UNCLAIMED_MS = 2000;

/**
 * The page's largest picture, already painted by index.html's boot script, taken over by React as
 * that very element: a second <img> would be a second largest-contentful-paint candidate and
 * load again. When the boot script painted `src`, this returns a ref for an element with
 * `display: contents` that React renders instead of its own <img>: the picture moves into it, in
 * the same place and at the same size (no layout shift), and takes the page's own styles.
 * `onShown` runs once the picture has loaded, as an <img>'s onLoad would. Otherwise undefined, and
 * the component renders its own <img>. The hero's boot Play control goes with the picture: the
 * trailer card renders its own Play link in the same place.
 */
export function useBootPicture(
  src: string | undefined,
  onShown?: (picture: HTMLImageElement) => void,
): ((host: HTMLElement | null) => void) | undefined {
  const [found] = useState(() => bootPictureOf(src));
  // A later picture (another game on the same screen) is React's own.
  const picture = found && src && found.src === absolute(src) ? found : undefined;
  const adopt = useCallback(
    (host: HTMLElement | null) => {
      if (!host || !picture || !picture.classList.contains('boot-picture')) return;
      const grid = picture.closest(BOOT_GRID);
      picture.removeAttribute('class');
      delete picture.dataset.picture;
      host.appendChild(picture);
      grid?.remove();
      picture.ownerDocument.querySelector(BOOT_PLAY)?.remove();
      if (!onShown) return;
      if (picture.complete) onShown(picture);
      else {
        const shown = () => onShown(picture);
        picture.addEventListener('load', shown, { once: true });
        picture.addEventListener('error', shown, { once: true });
      }
    },
    [picture, onShown],
  );
  return picture ? adopt : undefined;
}

const absolute = (src: string) => new URL(src, document.baseURI).href;

/** The boot picture, if it shows `src` and no screen has taken it over yet. */
function bootPictureOf(src: string | undefined): HTMLImageElement | undefined {
  if (!src || typeof document === 'undefined') return undefined;
  const picture = document.querySelector<HTMLImageElement>(BOOT_PICTURE);
  return picture?.src === absolute(src) ? picture : undefined;
}

/**
 * Once React has rendered the first screen: a boot picture no screen took over (the page showed
 * something else, or its data came another way) is removed, after a short wait for a screen whose
 * data is still arriving. Until then it sits over the page, no part of React's tree.
 */
export function releaseBootPicture(doc: Document = document, waitMs = UNCLAIMED_MS): void {
  setTimeout(() => {
    const picture = doc.querySelector(BOOT_PICTURE);
    (picture?.closest(BOOT_GRID) ?? picture)?.remove();
    doc.querySelector(BOOT_PLAY)?.remove();
  }, waitMs);
}
