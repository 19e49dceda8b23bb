import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The dependency rule of the architecture guide is enforced by lint; this proves the lint rule bites.
 * The sources are imaginary files, which the TypeScript project does not know: the type-aware
 * rules (the cycle rule, the unlocalized-strings rule) are off here (tests/architecture/lint-rules.test.ts
 * proves those).
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      'import/no-cycle': 'off',
      'lingui/no-unlocalized-strings': 'off',
    },
  },
});

async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Linting builds ESLint's TypeScript program and plugins: seconds on a small, busy machine.
describe('dependency rule', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/x.ts', "import { proxy } from 'valtio';"],
    ['src/domain/x.ts', "import { token } from '../application/token';"],
    ['src/application/x.ts', "import { HttpClient } from '../adapters/http/http-client';"],
    ['src/application/x.ts', "import { z } from 'zod';"],
    ['src/application/use-cases/x.ts', "import { AppShell } from '../../ui/layout/app-shell';"],
    ['src/ui/x.tsx', "import { HttpClient } from '../adapters/http/http-client';"],
    ['src/ui/screens/a/x.tsx', "import { Container } from 'inversify';"],
    ['src/adapters/http/x.ts', "import { AppShell } from '../../ui/layout/app-shell';"],
  ])('forbids %s: %s', async (file, source) => {
    expect(await violations(file, `${source}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['src/domain/x.ts', "import { guestId } from './session';"],
    [
      'src/application/x.ts',
      "import { timer } from 'rxjs';\nimport { proxy } from 'valtio/vanilla';\nimport { guestId } from '../domain/session';",
    ],
    ['src/ui/x.tsx', "import { AuthStore } from '../application/stores/auth.store';"],
    ['src/adapters/http/x.ts', "import { ServiceError } from '../../application/errors';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await violations(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
