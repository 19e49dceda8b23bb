/**
 * How long a browser may keep each file of the build:
 * - hashed build assets never change: a year, immutable;
 * - everything else (index.html, sw.js, the manifest, config.json, the icons, the bundled games)
 *   is checked on every load: a new deployment and its service worker are found at once, never
 *   pinned by a cache (the service worker keeps what the portal needs offline).
 */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
