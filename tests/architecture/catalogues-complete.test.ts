import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

/**
 * Every message of the UI exists in both languages: the English and Bangla catalogues (the shell's
 * and the lazy screens') hold the same messages, each with a translation, and every message the
 * code uses is in them. A message missing from a catalogue would show its id instead of words in
 * the production build.
 */
const portalCatalogues = () => getCatalogs(getConfig({ cwd: process.cwd(), skipValidation: true }));

describe('the English and Bangla catalogues', () => {
  it('hold the same messages, every one translated in Bangla', async () => {
    for (const catalogue of await portalCatalogues()) {
      const { en, bn } = await catalogue.readAll(['en', 'bn']);
      const live = (messages: typeof en) =>
        Object.keys(messages)
          .filter((id) => !messages[id].obsolete)
          .sort();
      expect(live(bn), catalogue.path).toEqual(live(en));
      const untranslated = live(bn)
        .filter((id) => !bn[id].translation?.trim())
        .map((id) => bn[id].message ?? id);
      expect(untranslated, catalogue.path).toEqual([]);
    }
  });

  it('hold every message the code uses (run `npm run extract` after adding one)', async () => {
    for (const catalogue of await portalCatalogues()) {
      const used = await catalogue.collect();
      const { en } = await catalogue.readAll(['en']);
      const absent = Object.entries(used ?? {})
        .filter(([id]) => !en[id] || en[id].obsolete)
        .map(([id, message]) => message.message ?? id);
      expect(absent, catalogue.path).toEqual([]);
    }
  }, 60_000);
});
