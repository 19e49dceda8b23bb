import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ROUTES } from './src/ui/route-manifest';
import { laterWordFiles } from './scripts/later-words';

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
 * The shared files (components, hooks, layout, i18n) whose words travel in the lazy screens'
 * catalogue, not in /home's first load: those that run only once the lazy screens' words are here,
 * inside a lazy screen or loaded together with `screenWords()` (the home leaderboard, the update
 * and install offers, the application's notices). Derived from the imports (scripts/later-words.ts);
 * a shared file the entry reaches keeps its words in the shell's catalogue.
 */
const LATER_COMPONENTS = laterWordFiles(import.meta.dirname, ROUTES).map((file) => `<rootDir>/${file}`);

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
