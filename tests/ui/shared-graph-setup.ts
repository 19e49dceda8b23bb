/**
 * The screens' test files that mock no module share one module graph per worker (vitest.config.ts).
 * Every module the portal loads lazily (screens, areas, catalogues, later parts) is loaded here once,
 * before the first test: a lazy import still arriving when a file ends would otherwise arrive in the
 * next file's torn-down environment. The service worker's and the server's own code run in no page
 * and are left out.
 */
const lazyModules = import.meta.glob([
  '/src/ui/**/*.{ts,tsx,po}',
  '/src/composition/**/*.ts',
  '/src/adapters/**/*.ts',
  '!/src/adapters/service-worker/**',
  '!/src/composition/server/**',
]);
// A run of one screen's file (the how-to's walk runs its new screen's test alone, in a copy of the
// project: tests/architecture/how-to-walk.test.ts) has no next file to keep apart, and skips it.
if (process.env.ONE_UI_TEST_FILE !== '1') {
  // One after another: Node refuses to require a package another import() is still loading.
  for (const load of Object.values(lazyModules)) await load();
}
