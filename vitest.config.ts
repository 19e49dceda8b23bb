import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { i18nAlias, i18nPlugins } from './scripts/i18n-build';
import { entryScreens } from './scripts/route-build';
import { ROUTES } from './src/ui/route-manifest';
import { gameRulesModules } from './scripts/game-rules-modules';
import { BudgetsLastSequencer } from './tests/e2e/support/budgets-last-sequencer';

// The test files share one module graph per worker (isolate: false): each file builds its own
// container and mock, and importing the portal once per worker instead of once per file takes the
// suite from minutes to seconds. The screens' files load every lazy module first
// (tests/ui/shared-graph-setup.ts); those that replace a module with vi.mock run isolated.
const UI_FILES_MOCKING_MODULES = readdirSync('tests/ui', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx') && readFileSync(`tests/ui/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `tests/ui/${file}`);

/** Property tests report a failing case at once (tests/support/fast-check-setup.ts). */
const PROPERTIES_SETUP = 'tests/support/fast-check-setup.ts';

export default defineConfig({
  test: {
    // The browser test files that measure wall-clock budgets run last (tests/e2e/support/quiet-machine.ts).
    sequence: { sequencer: BudgetsLastSequencer },
    // Vitest's default leaves one core free (one worker on two cores); npm test runs the browser tests
    // beside the unit layers, and a second worker uses the core whenever the browser lane waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Measured when the games' project runs with --coverage (npm run test:games): their rules.
    coverage: {
      provider: 'v8',
      include: gameRulesModules(import.meta.dirname),
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: [PROPERTIES_SETUP],
          // The architecture tests read the whole source and the catalogues beside three busy lanes.
          testTimeout: 30_000,
        },
      },
      {
        // The bundled games' rules and engine: pure modules, run in Node (src/games/README.md).
        test: {
          name: 'games',
          include: ['tests/games/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: [PROPERTIES_SETUP],
        },
      },
      {
        test: {
          name: 'application',
          include: ['tests/application/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'adapters',
          include: ['tests/adapters/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/adapters/setup.ts', PROPERTIES_SETUP],
        },
      },
      {
        plugins: [...i18nPlugins(), entryScreens(ROUTES)],
        resolve: { alias: i18nAlias },
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          exclude: UI_FILES_MOCKING_MODULES,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts', 'tests/ui/shared-graph-setup.ts'],
          // Runs beside the e2e project's production build and browser on a 2-core machine: a lazy
          // screen's first import can take seconds there (findBy/waitFor allow 20 s, tests/ui/setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        // A file that replaces a module (vi.mock) gets a module graph of its own.
        plugins: [...i18nPlugins(), entryScreens(ROUTES)],
        resolve: { alias: i18nAlias },
        test: {
          name: 'ui-mocking',
          include: UI_FILES_MOCKING_MODULES,
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // expect.poll waits for what the page shows next as long as a Playwright action waits for an
          // element (tests/e2e/support/browser.ts); Vitest's default of 1 s failed on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          // The files share one server and its mock, so they run one at a time; in one worker, which
          // loads Playwright and the support modules once for all of them (they keep no state of
          // their own: each test opens a fresh browser context and resets the mock).
          fileParallelism: false,
          isolate: false,
          // A group of its own (one worker), after the other projects when one run holds them all.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
