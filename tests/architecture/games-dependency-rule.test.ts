import { describe, expect, it } from 'vitest';
import { importViolations } from '../support/import-rules';

/**
 * The games and the portal meet only at the bridge's typed messages (src/games/protocol.ts): lint
 * forbids anything else in either direction, and this proves the rule bites.
 */
// Linting builds ESLint's TypeScript program and plugins: seconds on a small, busy machine.
describe('games and portal meet only at the bridge’s messages', { timeout: 60_000 }, () => {
  it.each([
    ['src/ui/screens/play/x.tsx', "import { Rng } from '../../../games/engine/rng';"],
    ['src/adapters/x.ts', "import { move } from '../games/2048/rules';"],
    ['src/games/2048/x.ts', "import { guestId } from '../../domain/session';"],
    ['src/games/engine/x.ts', "import { AppShell } from '../../ui/layout/app-shell';"],
    ['src/games/2048/x.ts', "import { z } from 'zod';"],
  ])('forbids %s: %s', async (file, source) => {
    expect(await importViolations(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/ui/screens/play/x.tsx', "import { parseGameMessage } from '../../../games/protocol';"],
    ['src/adapters/mock-backend/art/x.ts', "import { THEMES } from '../../../games/themes';"],
    ['src/games/2048/x.ts', "import { Rng } from '../engine/rng';"],
    ['src/games/engine/x.ts', "import { parseProgressMessage } from '../protocol';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await importViolations(file, source)).toEqual([]);
  });
});
