import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are how a reader learns why the code is as it is: they are numbered without
 * gaps, each starts with its own number, and every path of the project they name exists.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = join(ROOT, 'docs', 'decisions');
const RECORDS = readdirSync(DIR)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort();

/** The project paths a record names in backquotes (a pattern with braces or stars is not a path). */
const pathsIn = (text: string) =>
  [...text.matchAll(/`((?:src|scripts|tests|bench|public|docs)\/[^`\s]+)`/g)]
    .map(([, path]) => path!.replace(/[#:].*$/, ''))
    .filter((path) => !/[{}*<>]/.test(path));

describe('the decision records', () => {
  it('are numbered from 1 without gaps, each titled with its number', () => {
    RECORDS.forEach((file, i) => {
      expect(Number(file.slice(0, 4)), file).toBe(i + 1);
      expect(readFileSync(join(DIR, file), 'utf8'), file).toMatch(new RegExp(`^# ${i + 1}\\. `));
    });
  });

  it('point only at code that exists', () => {
    for (const file of RECORDS)
      for (const path of pathsIn(readFileSync(join(DIR, file), 'utf8')))
        expect(existsSync(join(ROOT, path)), `${file}: ${path}`).toBe(true);
  });
});
