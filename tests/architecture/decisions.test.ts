import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are how a reader learns why the code is as it is: they are numbered without
 * gaps and each starts with its own number; that every path they name exists is
 * tests/architecture/named-paths.test.ts.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = join(ROOT, 'docs', 'decisions');
const RECORDS = readdirSync(DIR)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort();

describe('the decision records', () => {
  it('are numbered from 1 without gaps, each titled with its number', () => {
    RECORDS.forEach((file, i) => {
      expect(Number(file.slice(0, 4)), file).toBe(i + 1);
      expect(readFileSync(join(DIR, file), 'utf8'), file).toMatch(new RegExp(`^# ${i + 1}\\. `));
    });
  });
});
