import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { bundledGamesInOneRevision } from './bundled-games-revision';

/**
 * What the worker precaches, as Workbox's build reads the build's folder. The app shell, every
 * script and the stylesheet of this build, the manifest and its icons, and the list of the bundled
 * games with a revision that covers their pages (the pages are read for it and leave the list: they
 * are kept when played, saved or asked for, scripts/bundled-games-revision.ts). Not: config.json
 * (edited in place after a build; cached at run time instead), source maps and the precompressed
 * copies.
 */
export const PRECACHE_RULES = {
  globPatterns: [
    'index.html',
    'assets/*.{js,css}',
    'manifest.webmanifest',
    'icons/*.png',
    'favicon.svg',
    'games/files.json',
    'games/*/index.html',
  ],
  globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
  manifestTransforms: [bundledGamesInOneRevision],
};

/**
 * The portal's one service worker (src/adapters/service-worker/sw.ts), built by vite-plugin-pwa in
 * injectManifest mode: the worker is our own code (Workbox modules bundled in), and the build
 * writes into it the list of files to precache with their revisions. The manifest and its icons
 * come from scripts/web-app-manifest.ts, and the page registers the worker itself
 * (src/adapters/browser/service-worker-updates.ts), so the plugin writes neither.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/adapters/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // `npm run dev` runs without the worker: hot reload and a caching worker do not mix.
    devOptions: { enabled: false },
    injectManifest: {
      ...PRECACHE_RULES,
      // Hashed file names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      minify: true,
      sourcemap: false,
    },
  });
}
