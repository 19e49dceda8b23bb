import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The games and the portal meet only at the bridge's typed messages (src/games/protocol.ts): lint
 * forbids anything else in either direction, and this proves the rule bites. The sources are
 * imaginary files beside real ones, so the type-aware rules are off here.
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
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

// Linting builds ESLint's TypeScript program and plugins: seconds on a small, busy machine.
describe('games and portal meet only at the bridge’s messages', { timeout: 60_000 }, () => {
  it.each([
    ['src/ui/screens/play/x.tsx', "import { Rng } from '../../../games/engine/rng';"],
    ['src/adapters/x.ts', "import { move } from '../games/2048/rules';"],
    ['src/games/2048/x.ts', "import { guestId } from '../../domain/session';"],
    ['src/games/engine/x.ts', "import { AppShell } from '../../ui/layout/app-shell';"],
    ['src/games/2048/x.ts', "import { z } from 'zod';"],
  ])('forbids %s: %s', async (file, source) => {
    expect(await violations(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/ui/screens/play/x.tsx', "import { parseGameMessage } from '../../../games/protocol';"],
    ['src/adapters/mock-backend/art/x.ts', "import { THEMES } from '../../../games/themes';"],
    ['src/games/2048/x.ts', "import { Rng } from '../engine/rng';"],
    ['src/games/engine/x.ts', "import { parseProgressMessage } from '../protocol';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await violations(file, source)).toEqual([]);
  });
});
