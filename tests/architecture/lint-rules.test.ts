import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { applicationSentenceSelectors } from '../../scripts/application-sentences.js';

/**
 * The lint rules that keep the code in one shape bite: type-aware promise rules, kebab-case file
 * names, no user-visible text outside the catalogues, no English sentence in the application or the
 * domain. Type-aware rules need a file the TypeScript project knows, so the sources
 * are linted in the place of an existing file.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const existing = resolve('src/domain/shuffle.ts');

async function rulesBroken(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// Linting builds ESLint's TypeScript program and plugins: seconds on a small, busy machine.
describe('lint', { timeout: 60_000 }, () => {
  // The first type-aware lint loads the whole TypeScript project: seconds on a small machine, over a
  // minute beside the browser tests and lint building their own.
  beforeAll(() => rulesBroken(existing, 'export {};\n'), 180_000);

  it('forbids a promise that nobody awaits or marks with void', async () => {
    const source = 'export async function f(): Promise<void> {\n  Promise.resolve(1);\n}\n';
    expect(await rulesBroken(existing, source)).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesBroken(existing, source.replace('  Promise', '  void Promise'))).toEqual([]);
  });

  it('forbids passing a promise where a plain callback is expected', async () => {
    const source = 'export const run = (): void => {\n  [1].forEach(async () => {\n    await Promise.resolve();\n  });\n};\n';
    expect(await rulesBroken(existing, source)).toContain('@typescript-eslint/no-misused-promises');
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

  it('forbids an English sentence in the application and the domain, and lets codes, paths and log lines pass', async () => {
    const useCase = resolve('src/application/use-cases/billing/find-plans-reason.ts');
    const sentence = "export const GONE = 'Game not found';\n";
    expect(await rulesBroken(useCase, sentence)).toContain('no-restricted-syntax');
    const built = 'export const tooLong = (max: number): string => `Keep the reason under ${max} characters`;\n';
    expect(await rulesBroken(existing, built)).toContain('no-restricted-syntax');
    const lowercase = "export const SENT = ' could not be sent.';\n";
    expect(await rulesBroken(existing, lowercase)).toContain('no-restricted-syntax');
    const codes =
      "export const tooLong = (max: number) => ({ code: 'reason-too-long', max }) as const;\n" +
      "export const STAGE = 'FIRST-ROUND';\nexport const CALL = '/api/games?page=1';\n" +
      "export const fail = (): never => {\n  console.warn('Stream went away', 1);\n  throw new Error(`The server answered ${500}`);\n};\n";
    expect(await rulesBroken(existing, codes)).toEqual([]);
  });

  it('covers every file of the application and the domain, and none of them writes a sentence', async () => {
    // A use case of each layer: the rule has no list of files it skips.
    const sentence = "export const GONE = 'Game not found';\n";
    for (const file of ['src/application/use-cases/auth/login.ts', 'src/domain/signup-form.ts']) {
      expect(await rulesBroken(resolve(file), sentence)).toContain('no-restricted-syntax');
    }
    const sentencesOnly = new ESLint({
      cwd: process.cwd(),
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        rules: { 'no-restricted-syntax': ['error', ...applicationSentenceSelectors] },
      },
    });
    const results = await sentencesOnly.lintFiles(['src/application/**/*.ts', 'src/domain/**/*.ts']);
    const sentences = results.flatMap((result) =>
      result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${result.filePath}:${m.line}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(sentences).toEqual([]);
  });

  it.each(['src/ui/components/GameCard.js', 'scripts/firstLoad.mjs'])(
    'forbids a file name that is not kebab-case: %s',
    async (file) => {
      expect(await rulesBroken(resolve(file), 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
    },
  );
});
