import type { UrlCheck } from './url-guard';

/**
 * Image URLs from the server (thumbnails, banners, posters, avatars, cup art) pass the portal's
 * one URL guard like every other server URL: an in-app path, or http(s) on this origin or an
 * allowed origin. The one addition is an inline raster picture (`data:image/png|jpeg|gif|webp;
 * base64,…`): profile pictures arrive that way, and an <img> cannot run script from a raster.
 * SVG data URLs are not let through. Anything else yields no image at all.
 */
const INLINE_RASTER = /^data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export function safeImageSource(raw: unknown, check: (raw: unknown) => UrlCheck): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (INLINE_RASTER.test(raw)) return raw;
  const result = check(raw);
  return result.ok ? result.url : undefined;
}
