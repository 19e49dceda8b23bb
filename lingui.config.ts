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
  catalogs: [{ path: '<rootDir>/src/ui/i18n/locales/{locale}', include: ['<rootDir>/src/ui'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['portal-i18n-runtime', 'useLingui'],
    Trans: ['portal-i18n-runtime', 'Trans'],
  },
});
