import { describe, expect, it } from 'vitest';
import { importViolations } from '../support/import-rules';

/** The dependency rule of the architecture guide is enforced by lint; this proves the lint rule bites. */
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
    expect(await importViolations(file, source)).not.toEqual([]);
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
    expect(await importViolations(file, source)).toEqual([]);
  });
});
