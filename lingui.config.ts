import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The portal's two languages (docs/decisions/0038). English is the source: the texts in the code
 * are the English ones, exactly as the spec writes them. `npx lingui extract` collects them into
 * the catalogues; the Vite plugin compiles a catalogue when the portal imports it.
 *
 * The macros' runtime imports go to our own module (src/ui/i18n/runtime.tsx, the alias
 * `portal-i18n-runtime`), so that a component needs no provider and re-renders when the language
 * changes.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  fallbackLocales: false,
  // Two catalogues per language: the shell's (the entry, /home, shared components and the fixed
  // texts of the application layer), loaded before the first render, and the lazy screens', loaded
  // with the first lazy screen. /home's first load carries only the first.
  catalogs: [
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}',
      include: [
        '<rootDir>/src/ui/*.{ts,tsx}',
        '<rootDir>/src/ui/layout',
        '<rootDir>/src/ui/components',
        '<rootDir>/src/ui/hooks',
        '<rootDir>/src/ui/i18n',
        '<rootDir>/src/ui/screens/home',
      ],
    },
    {
      path: '<rootDir>/src/ui/screens/locales/{locale}',
      include: ['<rootDir>/src/ui/screens'],
      exclude: ['<rootDir>/src/ui/screens/home'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['portal-i18n-runtime', 'useLingui'],
    Trans: ['portal-i18n-runtime', 'Trans'],
  },
});
