import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

/**
 * The help and legal pages' long texts travel in a catalogue of their own, downloaded only when one
 * of those pages opens (docs/decisions/0044): none of them may land in the shell's catalogue (every
 * visitor's first load) or the lazy screens' (the first lazy screen's download).
 */
describe('the help and legal pages’ catalogue', () => {
  it('is the only catalogue holding the texts of src/ui/screens/static-pages', async () => {
    const catalogues = await getCatalogs(getConfig({ cwd: process.cwd(), skipValidation: true }));
    const fromHelpPages = (origins: ReadonlyArray<readonly [string, ...unknown[]]> = []) =>
      origins.some(([file]) => file.includes('src/ui/screens/static-pages/'));
    const holders: string[] = [];
    for (const catalogue of catalogues) {
      const used = (await catalogue.collect()) ?? {};
      if (Object.values(used).some((message) => fromHelpPages(message.origin))) holders.push(catalogue.path);
    }
    expect(holders).toEqual([expect.stringContaining('src/ui/screens/static-pages/locales/')]);
  }, 60_000);
});
