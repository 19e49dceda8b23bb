import { minifiedInlineCode } from './scripts/minified-inline-code';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hostConfig } from './scripts/host-config';
import { bootEarlyAnswer } from './scripts/boot-script';
import { routeBuild } from './scripts/route-build';
import { bundledGameFilesPlugin } from './scripts/bundled-game-files';
import { i18nAlias, i18nPlugins } from './scripts/i18n-build';
import { ROUTES } from './src/ui/route-manifest';
import { webAppManifestPlugin } from './scripts/web-app-manifest';
import { serviceWorker } from './scripts/service-worker-build';

/**
 * `npm run dev` serves the same mock backend as `npm start`: the Node middleware is loaded
 * through Vite's module graph so that handler edits reload without a restart.
 */
function mockBackend(): Plugin {
  return {
    name: 'portal-mock-backend',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        server.ssrLoadModule('/src/composition/server/mock-middleware.ts').then((mod) => {
          const middleware = mod.sharedMockMiddleware() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
          middleware(req, res, next);
        }, next);
      });
    },
  };
}

/** What is worth compressing; config.json is left alone because it is edited in place after the build. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const KEEP_AS_IS = new Set(['config.json']);

/**
 * Writes .br and .gz beside every compressible build file, so the portal server (and any static
 * host that serves pre-compressed files) sends JavaScript compressed without compressing on
 * every request. On slow mobile data the 400 KB entry is 120 KB gzip, ~105 KB brotli.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the service worker is written (its precache list is injected when the app is built).
    closeBundle: { order: 'post', sequential: true, handler: compressAll },
  };
  async function compressAll() {
    const files = await readdir(outDir, { recursive: true });
    await Promise.all(
      files
        .filter((file) => COMPRESSIBLE.test(file) && !KEEP_AS_IS.has(file))
        .map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          if (body.length < 1024) return;
          await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
        }),
    );
  }
}

const root = dirname(fileURLToPath(import.meta.url));
/** The lazy screens, the entry's screens, the chunks and a deep link's preload: all from the route manifest. */
const routes = routeBuild(ROUTES, root);

export default defineConfig({
  resolve: {
    alias: i18nAlias,
    // A package's build for modern browsers where it has one (rxjs: classes instead of ES5 helpers,
    // about 3 KB gzip less in /home's first download). The build targets es2022 anyway.
    conditions: ['es2015', ...defaultClientConditions],
  },
  plugins: [
    ...i18nPlugins(),
    bootEarlyAnswer(join(root, 'public', 'config.json')),
    ...routes.plugins,
    mockBackend(),
    bundledGameFilesPlugin(join(root, 'public')),
    webAppManifestPlugin(root),
    serviceWorker(),
    minifiedInlineCode(),
    precompress(),
    hostConfig(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for every screen (about 9 KB brotli): a lazy screen's own CSS was one more
    // request between the entry and the screen on slow mobile data, and on HTTP/1.1
    // each takes one of the six connections the entry and the first pictures need.
    cssCodeSplit: false,
    sourcemap: true,
    // One entry file, and the chunks the route manifest names. A constant imported from another
    // module is written where it is used: the route paths, one constant each in
    // src/domain/route-table.ts, reach /home's first download as the paths themselves, without a
    // table of their names.
    rolldownOptions: { ...routes.rolldownOptions, optimization: { inlineConst: { mode: 'all', pass: 2 } } },
  },
});
