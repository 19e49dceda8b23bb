import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { ROUTES } from '../../src/ui/route-manifest';
import {
  READ_AFTER_SCREEN_WORDS,
  catalogueOrigins,
  laterWordFiles,
  readFromDisk,
  wordsTiming,
  wordsTooEarly,
  wordsTooLate,
  type ReadSource,
  type WordsTiming,
} from '../../scripts/later-words';

/**
 * Every module shows its words from a catalogue that is there when it runs (docs/decisions/0038,
 * 0055): what can run before the lazy screens' words have come (the entry, /home, a module loaded
 * with `import()` without `screenWords()`) has its words in the shell's catalogue; a shared file
 * that runs only after them keeps its words out of /home's first load. Which shared files those
 * are is derived from the imports (scripts/later-words.ts), and the catalogues must follow:
 * the tests read the catalogues as `npm run extract` wrote them.
 */
const ROOT = process.cwd();
const SHELL = 'src/ui/i18n/locales/en.po';
const LAZY = 'src/ui/i18n/lazy-screen-locales/en.po';
const origins = (file: string) => catalogueOrigins(readFileSync(file, 'utf8'));

/** The sources as they are, but with `extra` written at the end of `file`. */
const planted =
  (file: string, extra: string): ReadSource =>
  (read) =>
    readFromDisk(ROOT)(read) + (read === file ? `\n${extra}\n` : '');

// Parsing every module the portal reaches: a second or two on a small, busy machine.
describe('the words of every module are there when it runs', { timeout: 60_000 }, () => {
  let timing: WordsTiming;
  let shell: Set<string>;
  let lazy: Set<string>;
  beforeAll(() => {
    timing = wordsTiming(ROOT, ROUTES);
    shell = origins(SHELL);
    lazy = origins(LAZY);
  });

  it('has no words in the lazy screens’ catalogue only, of a module that can run before that catalogue is here', () => {
    expect(wordsTooLate(timing, lazy, shell)).toEqual([]);
  });

  it('keeps out of /home’s first load the words of shared files that run only after the lazy screens’ words', () => {
    expect(wordsTooEarly(timing, shell)).toEqual([]);
    // The home leaderboard and the application's notices come with the lazy words (0055).
    expect(timing.laterShared).toEqual(
      expect.arrayContaining(['src/ui/components/leaderboard-widget.tsx', 'src/ui/components/notice-text.tsx']),
    );
  });

  it('gives lingui the derived files, not a list kept by hand', () => {
    const later = laterWordFiles(ROOT, ROUTES).map((file) => `<rootDir>/${file}`);
    const [shellCatalogue, lazyCatalogue] = linguiConfig.catalogs!;
    expect(shellCatalogue!.exclude).toEqual(later);
    expect(lazyCatalogue!.include).toEqual(expect.arrayContaining(later));
  });

  it('fails when a module loads a later-words component with import() but without screenWords()', () => {
    const host = 'src/ui/layout/live-push-host.tsx';
    const without = wordsTiming(ROOT, ROUTES, planted(host, "export const planted = () => import('../components/notice-text');"));
    expect(wordsTooLate(without, lazy, shell)).toContain('src/ui/components/notice-text.tsx');
    // Waiting for the words alongside is what lets the notice's words stay out of the first load.
    const withWords = wordsTiming(
      ROOT,
      ROUTES,
      planted(host, "export const planted = () => Promise.all([import('../components/notice-text'), screenWords()]);"),
    );
    expect(wordsTooLate(withWords, lazy, shell)).toEqual([]);
  });

  it('fails when the shell imports a part of a lazy screen, whose words are in the lazy catalogue', () => {
    const shellPart = 'src/ui/layout/app-shell.tsx';
    const timingPlanted = wordsTiming(ROOT, ROUTES, planted(shellPart, "import '../screens/tournament/tournament-actions';"));
    expect(wordsTooLate(timingPlanted, lazy, shell)).toContain('src/ui/screens/tournament/tournament-actions.tsx');
  });

  it('fails when the shell catalogue carries the words of a shared file that comes only with the lazy words', () => {
    expect(wordsTooEarly(timing, new Set([...shell, 'src/ui/components/leaderboard-widget.tsx']))).toEqual([
      'src/ui/components/leaderboard-widget.tsx',
    ]);
  });

  it('lets only the named modules read the descriptors that are read after the lazy words, and only while the imports cannot tell', () => {
    for (const [file, { readBy }] of Object.entries(READ_AFTER_SCREEN_WORDS)) {
      const source = readFileSync(file, 'utf8');
      // Message descriptors only: the file never shows a word itself; its readers look them up.
      expect(source).toMatch(/from '@lingui\/core\/macro'/);
      expect(source).not.toMatch(/@lingui\/react\/macro|useLingui|\bi18n\._|\bt`/);
      const readers = [...timing.imports].filter(
        ([, imports]) => imports.now.includes(file) || imports.later.some((load) => load.target === file),
      );
      expect(readers.map(([reader]) => reader).sort()).toEqual([...readBy].sort());
      // Were it reached only after the lazy words, the imports would tell, and the exception would go.
      expect(timing.early.has(file)).toBe(true);
    }
  });
});
