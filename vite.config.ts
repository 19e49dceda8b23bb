import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryPreload } from './scripts/entry-preload';
import { routePreload } from './scripts/route-preload';
import { SCREEN_TABLE } from './src/ui/screen-table';

/**
 * `npm run dev` serves the same mock backend as `npm start`: the Node middleware is loaded
 * through Vite's module graph so that handler edits reload without a restart.
 */
function mockBackend(): Plugin {
  return {
    name: 'portal-mock-backend',
    configureServer(server) {
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const mod = await server.ssrLoadModule('/src/composition/server/mock-middleware.ts');
        const middleware = mod.sharedMockMiddleware() as (
          req: IncomingMessage,
          res: ServerResponse,
          next: () => void,
        ) => void;
        middleware(req, res, next);
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
 * every request. Issue 7: on slow mobile data the 400 KB entry is 120 KB gzip, ~105 KB brotli.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
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
    },
  };
}

/** The tournament screen, the tournament and live feature areas, and what only they use. */
const TOURNAMENT_MODULES =
  /[\\/]src[\\/].*(tournament|leaderboard|live\.area|broadcast|push|play-stage|sse)[^\\/]*$|[\\/]src[\\/](ui[\\/]screens[\\/]tournament|application[\\/]use-cases[\\/]tournament)[\\/]/;

export default defineConfig({
  plugins: [react(), mockBackend(), entryPreload(), routePreload(SCREEN_TABLE, dirname(fileURLToPath(import.meta.url))), precompress()],
  build: {
    target: 'es2022',
    // One stylesheet for every screen (about 9 KB brotli): a lazy screen's own CSS was one more
    // request between the entry and the screen on slow mobile data (issue 7, LCP), and on HTTP/1.1
    // each takes one of the six connections the entry and the first pictures need.
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one file. Rolldown otherwise splits
        // the modules the entry shares with lazy screens into half a dozen small chunks; on HTTP/1.1
        // over slow mobile data each costs a connection and a round trip before the first render
        // (issue 7, measured: /home LCP 2.2 s → 2.0 s). Lazy screens import what they share from it.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // /tournament needs its screen and the tournament and live areas: left to the automatic
            // splitting they were seventeen small files fetched in waves (issue 7). One chunk.
            { name: 'tournament', test: TOURNAMENT_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
});
