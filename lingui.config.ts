import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ROUTES } from './src/ui/route-manifest';

/**
 * The portal's two languages (docs/decisions/0038). English is the source: the texts in the code
 * are the English ones, exactly as the spec writes them. `npx lingui extract` collects them into
 * the catalogues; the Vite plugin compiles a catalogue when the portal imports it.
 *
 * The macros' runtime imports go to our own module (src/ui/i18n/runtime.tsx, the alias
 * `portal-i18n-runtime`), so that a component needs no provider and re-renders when the language
 * changes.
 */
/**
 * Shared components shown only inside lazy screens, or loaded lazily with the lazy screens' words
 * (the home leaderboard, the update and install offers, the application's notices): their texts
 * travel in the lazy screens' catalogue, not in /home's first load.
 */
const LATER_COMPONENTS = [
  '<rootDir>/src/ui/components/code-step.tsx',
  '<rootDir>/src/ui/components/one-time-code-form.tsx',
  '<rootDir>/src/ui/components/cheapest-plan.tsx',
  '<rootDir>/src/ui/components/plan-badges.ts',
  '<rootDir>/src/ui/components/star-choice.tsx',
  '<rootDir>/src/ui/components/step-indicator.tsx',
  '<rootDir>/src/ui/components/leaderboard-widget.tsx',
  '<rootDir>/src/ui/components/leaderboard-table.tsx',
  '<rootDir>/src/ui/components/leaderboard-row.tsx',
  '<rootDir>/src/ui/components/windowed-leaderboard-body.tsx',
  '<rootDir>/src/ui/components/save-for-offline.tsx',
  '<rootDir>/src/ui/components/queued-actions-note.tsx',
  '<rootDir>/src/ui/components/notice-text.tsx',
  '<rootDir>/src/ui/i18n/reminder-words.ts',
  '<rootDir>/src/ui/i18n/flow-failure-words.ts',
  '<rootDir>/src/ui/layout/app-offers.tsx',
  '<rootDir>/src/ui/components/progress/**',
];

/**
 * The folders of the screens in the first download (the manifest's rows with `load: 'entry'`, /home):
 * their words travel in the shell's catalogue, loaded before the first render.
 */
const ENTRY_SCREENS = [
  ...new Set(ROUTES.filter((row) => row.load === 'entry').map((row) => `<rootDir>/src/ui/screens/${row.screen.split('/')[0]}`)),
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  fallbackLocales: false,
  // Three catalogues per language: the shell's (the entry, /home, shared components and the fixed
  // texts of the application layer), loaded before the first render; the lazy screens', loaded
  // with the first lazy screen; and the help and legal pages' long texts, loaded only when one of
  // those pages opens. /home's first load carries only the first.
  catalogs: [
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}',
      include: [
        '<rootDir>/src/ui/*.{ts,tsx}',
        '<rootDir>/src/ui/layout',
        '<rootDir>/src/ui/components',
        '<rootDir>/src/ui/hooks',
        '<rootDir>/src/ui/i18n',
        ...ENTRY_SCREENS,
      ],
      exclude: LATER_COMPONENTS,
    },
    {
      path: '<rootDir>/src/ui/i18n/lazy-screen-locales/{locale}',
      include: ['<rootDir>/src/ui/screens', ...LATER_COMPONENTS],
      exclude: [...ENTRY_SCREENS.map((folder) => `${folder}/**`), '<rootDir>/src/ui/screens/static-pages/**'],
    },
    {
      path: '<rootDir>/src/ui/screens/static-pages/locales/{locale}',
      include: ['<rootDir>/src/ui/screens/static-pages'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['portal-i18n-runtime', 'useLingui'],
    Trans: ['portal-i18n-runtime', 'Trans'],
  },
});
