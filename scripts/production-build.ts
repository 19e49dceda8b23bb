import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * The same build `npm start` serves, into `outDir`, plus Vite's manifest (the chunk graph the size
 * gate and the benchmark measure; it changes no chunk). NODE_ENV is forced to production for the
 * build and restored after: under vitest it is 'test', which would bundle React's development build.
 */
export async function productionBuild(outDir: string, options: { sourcemap?: boolean } = {}): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: join(root, 'vite.config.ts'),
      // vite.config.ts imports the route manifest and, through its first data, TypeScript modules
      // written without file extensions: Vite's module runner loads them as the app's build does.
      configLoader: 'runner',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: options.sourcemap ?? false },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
