import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The dependency rule of the architecture guide, enforced here rather than by memory:
 *   domain       imports nothing outside src/domain
 *   application  imports domain, rxjs and valtio/vanilla; never adapters, ui or composition
 *   adapters     import application (ports) and domain; never ui or composition
 *   ui           imports application and domain; never adapters, composition or inversify
 */
const layer = (pattern, message) => ({ regex: pattern, message });
const outerLayers = (...names) => layer(`(^|/)(${names.join('|')})/`, `The dependency rule forbids importing ${names.join(', ')} here.`);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'coverage', 'bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          layer('^(?!\\.)', 'The domain is pure: it imports nothing outside src/domain.'),
          outerLayers('application', 'adapters', 'ui', 'composition'),
        ],
      }],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          layer('^(?!\\.|rxjs|valtio/vanilla)', 'The application layer may import only domain, rxjs and valtio/vanilla.'),
          outerLayers('adapters', 'ui', 'composition'),
        ],
      }],
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
      'no-restricted-imports': ['error', {
        patterns: [
          outerLayers('adapters', 'composition'),
          layer('^inversify', 'Components never import inversify; use the hooks in src/ui/hooks.'),
        ],
      }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
