import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import lingui from 'eslint-plugin-lingui';
import { unlocalizedStringsOptions } from './scripts/unlocalized-strings.js';
import { applicationSentenceSelectors } from './scripts/application-sentences.js';

/**
 * The dependency rule of the architecture guide, enforced here rather than by memory:
 *   domain       imports nothing outside src/domain
 *   application  imports domain, rxjs and valtio/vanilla; never adapters, ui or composition
 *   adapters     import application (ports) and domain; never ui or composition
 *   ui           imports application and domain; never adapters, composition or inversify
 */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mjs', '.js'];
const layer = (pattern, message) => ({ regex: pattern, message });
const outerLayers = (...names) =>
  layer(`(^|/)(${names.join('|')})/`, `The dependency rule forbids importing ${names.join(', ')} here.`);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'coverage', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits hides its failure; one passed where nothing awaits it (an event
      // handler that expects a plain function) does too. Mark a deliberate fire-and-forget with void.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The import plugin resolves the paths of the wall between the games and the portal (below).
    // Import cycles are checked over the whole graph at once by tests/architecture/import-cycles.test.ts:
    // its rule here resolved every file's imports anew and cost half of the lint.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': SOURCE_EXTENSIONS,
      'import/parsers': { '@typescript-eslint/parser': SOURCE_EXTENSIONS },
      'import/resolver': { node: { extensions: SOURCE_EXTENSIONS } },
    },
  },
  {
    // One spelling for file names: kebab-case (middle extensions such as .store, .port, .test, .e2e
    // and .module are free).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A game's folder and its browser test are named by its slug, and 2048's slug is a number:
    // kebab-case that may start with a digit.
    files: ['{src,tests}/games/**/*.ts', 'tests/e2e/games/*.ts'],
    rules: {
      'check-file/folder-naming-convention': ['error', { '{src,tests}/**/': '+([a-z0-9])*(-+([a-z0-9]))' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('^(?!\\.)', 'The domain is pure: it imports nothing outside src/domain.'),
            outerLayers('application', 'adapters', 'ui', 'composition'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('^(?!\\.|rxjs|valtio/vanilla)', 'The application layer may import only domain, rxjs and valtio/vanilla.'),
            outerLayers('adapters', 'ui', 'composition'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outerLayers('ui', 'composition')] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outerLayers('adapters', 'composition'),
            layer('^inversify', 'Components never import inversify; use the hooks in src/ui/hooks.'),
          ],
        },
      ],
    },
  },
  {
    // The bundled games are a package of their own (src/games/README.md): a game imports only the
    // games' engine and its own modules, never a package or the portal, and the portal imports only
    // the messages they exchange (src/games/protocol.ts) and the themes a title asks for
    // (src/games/themes.ts), never a game's internals.
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('^(?!\\.)', 'A game imports only the games package: its page is one self-contained script.'),
            outerLayers('domain', 'application', 'adapters', 'ui', 'composition'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/!(games)/**/*',
              from: './src/games',
              except: ['./protocol.ts', './themes.ts'],
              message: 'The portal meets the games only at their messages and themes (src/games/protocol.ts, themes.ts).',
            },
            {
              target: './src/games',
              from: ['./src/domain', './src/application', './src/adapters', './src/ui', './src/composition', './src/main.tsx'],
              message: 'A game never imports the portal: they meet only at src/games/protocol.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // Every word a player reads comes from the catalogues (src/ui/i18n/locales), in Bangla and English:
    // a user-visible string literal anywhere in the UI fails the lint (settings in scripts/unlocalized-strings.js).
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStringsOptions] },
  },
  {
    // The application and the domain say what happened as a code with its values, and the UI words
    // it: an English sentence there fails the lint (what counts as one: scripts/application-sentences.js).
    files: ['src/application/**/*.ts', 'src/domain/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...applicationSentenceSelectors] },
  },
  // Formatting is Prettier's (npm run lint checks it); no lint rule argues about it.
  prettier,
);
