import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The lint rules that keep the code in one shape bite: type-aware promise rules, no import cycles,
 * kebab-case file names, no user-visible text outside the catalogues. Type-aware rules need a file the TypeScript project knows, so the sources
 * are linted in the place of an existing file.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const existing = resolve('src/domain/shuffle.ts');

async function rulesBroken(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint', () => {
  // The first type-aware lint loads the whole TypeScript project (seconds on a small machine).
  beforeAll(() => rulesBroken(existing, 'export {};\n'), 60_000);
  const probe = resolve('src/domain/lint-probe-cycle.ts');
  afterEach(() => rm(probe, { force: true }));

  it('forbids a promise that nobody awaits or marks with void', async () => {
    const source = 'export async function f(): Promise<void> {\n  Promise.resolve(1);\n}\n';
    expect(await rulesBroken(existing, source)).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesBroken(existing, source.replace('  Promise', '  void Promise'))).toEqual([]);
  });

  it('forbids passing a promise where a plain callback is expected', async () => {
    const source = 'export const run = (): void => {\n  [1].forEach(async () => {\n    await Promise.resolve();\n  });\n};\n';
    expect(await rulesBroken(existing, source)).toContain('@typescript-eslint/no-misused-promises');
  });

  it('forbids an import cycle', async () => {
    await writeFile(probe, "import { shuffleExceptFirst } from './shuffle';\n\nexport const probe = shuffleExceptFirst;\n");
    const source = "import { probe } from './lint-probe-cycle';\n\nexport const again = probe;\n";
    expect(await rulesBroken(existing, source)).toContain('import/no-cycle');
  });

  it('forbids a user-visible text in the UI outside the catalogues, and lets a translated one pass', async () => {
    const screen = resolve('src/ui/screens/not-found/not-found-screen.tsx');
    const plain = 'export function Hello() {\n  return <p>Welcome to the portal</p>;\n}\n';
    expect(await rulesBroken(screen, plain)).toContain('lingui/no-unlocalized-strings');
    const attribute = 'export function Hello() {\n  return <button aria-label="Close the menu" />;\n}\n';
    expect(await rulesBroken(screen, attribute)).toContain('lingui/no-unlocalized-strings');
    const translated =
      "import { Trans } from '@lingui/react/macro';\n\nexport function Hello() {\n  return (\n    <p>\n      <Trans>Welcome to the portal</Trans>\n    </p>\n  );\n}\n";
    expect(await rulesBroken(screen, translated)).toEqual([]);
  });

  it.each(['src/ui/components/GameCard.js', 'scripts/firstLoad.mjs'])(
    'forbids a file name that is not kebab-case: %s',
    async (file) => {
      expect(await rulesBroken(resolve(file), 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
    },
  );
});
