import { ESLint } from 'eslint';

/**
 * The import rules' findings for an imaginary source at `file`: the dependency rule and the wall
 * between games and portal, as lint enforces them. The file is unknown to the TypeScript project, so
 * the type-aware rules (the promise rules, the unlocalized-strings rule) are off here
 * (tests/architecture/lint-rules.test.ts proves those).
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      'lingui/no-unlocalized-strings': 'off',
    },
  },
});

const IMPORT_RULES = new Set(['no-restricted-imports', 'import/no-restricted-paths']);

export async function importViolations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: file });
  return result!.messages.filter((m) => IMPORT_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}
