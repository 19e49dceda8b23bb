import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { appIconPng, type IconPurpose } from './app-icon';
import { PATHS } from '../src/domain/route-paths';

/** The page and status-bar colour of the portal (index.html's theme-color and the dark background). */
export const THEME_COLOUR = '#0e0f1a';
export const MANIFEST_PATH = '/manifest.webmanifest';

interface IconFile {
  path: string;
  size: number;
  purpose: IconPurpose;
}

export const ICON_FILES: readonly IconFile[] = [192, 512].flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({
    path: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
    size,
    purpose,
  })),
);

/** The product name a deployment configures in public/config.json (README "Configuration"). */
export function configuredProductName(root: string): string {
  try {
    const config = JSON.parse(readFileSync(join(root, 'public/config.json'), 'utf8')) as { productName?: unknown };
    if (typeof config.productName === 'string' && config.productName.trim()) return config.productName.trim();
  } catch {
    // No or unreadable config: the app's own default below.
  }
  return 'PlayZone';
}

/**
 * The web app manifest: what "Add to Home screen" installs. Chromium installs an app whose manifest
 * names it, starts it in its scope, shows it standalone and gives 192 and 512 px icons; the start
 * URL is /home (the landing page of the spec's routes), and the shortcuts open the three places a
 * player goes to most after a game: Search, Favourites and the Tournament.
 */
export function webAppManifest(productName: string): Record<string, unknown> {
  // Launchers show about 12 characters under an icon; a longer name shows its first word.
  const shortName = productName.length <= 12 ? productName : (productName.split(/\s+/)[0] ?? productName).slice(0, 12);
  return {
    id: PATHS.home,
    name: productName,
    short_name: shortName,
    description: 'Play hundreds of games instantly on your phone.',
    lang: 'en',
    start_url: PATHS.home,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    categories: ['games', 'entertainment'],
    icons: ICON_FILES.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
    shortcuts: [
      { name: 'Search', short_name: 'Search', url: PATHS.search },
      { name: 'Favourites', short_name: 'Favourites', url: PATHS.favorite },
      { name: 'Tournament', short_name: 'Tournament', url: PATHS.tournament },
    ].map((shortcut) => ({ ...shortcut, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] })),
  };
}

/**
 * Writes the manifest and the icons into the build (and serves them in `npm run dev`), and links
 * the manifest from index.html.
 */
export function webAppManifestPlugin(root: string): Plugin {
  const files = () => {
    const list = new Map<string, { body: Buffer | string; type: string }>();
    list.set(MANIFEST_PATH, {
      body: JSON.stringify(webAppManifest(configuredProductName(root)), null, 2),
      type: 'application/manifest+json',
    });
    for (const icon of ICON_FILES) list.set(icon.path, { body: appIconPng(icon.size, icon.purpose), type: 'image/png' });
    return list;
  };
  return {
    name: 'portal-web-app-manifest',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
    ],
    generateBundle() {
      for (const [path, file] of files()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body });
    },
    configureServer(server) {
      let cached: ReturnType<typeof files> | undefined;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        cached ??= files();
        const file = cached.get(path);
        if (!file) return next();
        res.setHeader('content-type', file.type);
        res.end(file.body);
      });
    },
  };
}
