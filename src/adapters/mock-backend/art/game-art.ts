import { genreGlyph } from './genre-glyphs';

/** What the artwork needs to know about a game (cups and tournaments pass the same shape). */
export interface ArtSubject {
  readonly uniqueName: string;
  readonly name: string;
  readonly genre: string;
}

export type ArtVariant = 'thumb' | 'banner';

/** FNV-1a: a stable 32-bit hash so the same game always gets the same palette and layout. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Names come from the catalogue (and user-facing data), so they are escaped, never trusted. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Font size that keeps a name inside `maxWidth` (bold sans is about 0.6 em per character). */
function fitFontSize(name: string, maxWidth: number, maxSize: number): number {
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / (Math.max(name.length, 1) * 0.6))));
}

/**
 * A small deterministic SVG for a game: a two-colour gradient from a hash of uniqueName, two
 * soft circles placed by the same hash, the genre glyph and the name. Thumb is 400x300,
 * banner 1200x500; both stay well under 2 KB.
 */
export function renderGameArt(game: ArtSubject, variant: ArtVariant): string {
  const h = hash(game.uniqueName);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const from = `hsl(${hue} 70% 52%)`;
  const to = `hsl(${hue2} 65% 30%)`;
  const ink = `hsl(${hue2} 60% 20%)`;
  const banner = variant === 'banner';
  const [w, ht] = banner ? [1200, 500] : [400, 300];
  const name = escapeXml(game.name);
  // Unique per game in case several SVGs are ever inlined into one document.
  const gradientId = `a${h.toString(36)}`;
  const cx1 = (h >>> 4) % w;
  const cy1 = (h >>> 12) % ht;
  const cx2 = (h >>> 16) % w;
  const circles =
    `<circle cx="${cx1}" cy="${cy1}" r="${Math.round(ht * 0.45)}" fill="#fff" opacity=".1"/>` +
    `<circle cx="${cx2}" cy="${ht}" r="${Math.round(ht * 0.3)}" fill="#fff" opacity=".08"/>`;
  const glyphAt = (x: number, y: number, size: number): string =>
    `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="#fff" fill-opacity=".92">` +
    `${genreGlyph(game.genre, ink)}</g>`;
  const bannerSize = fitFontSize(game.name, 640, 76);
  const text = banner
    ? `<text x="80" y="240" font-size="28" fill="#fff" opacity=".8">${escapeXml(game.genre.toUpperCase())}</text>` +
      `<text x="80" y="${250 + bannerSize}" font-size="${bannerSize}" ` +
      `font-weight="700" fill="#fff">${name}</text>`
    : `<rect y="222" width="400" height="78" fill="#000" opacity=".3"/>` +
      `<text x="200" y="272" font-size="${fitFontSize(game.name, 360, 32)}" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${name}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" ` +
    `font-family="system-ui,sans-serif" role="img" aria-label="${name}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${ht}" fill="url(#${gradientId})"/>${circles}` +
    (banner ? glyphAt(780, 90, 320) : glyphAt(140, 50, 120)) +
    `${text}</svg>`
  );
}
