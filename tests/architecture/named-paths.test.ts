import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader follows the paths the decision records, the README and the guides in docs/ name: each
 * must lead to a file or folder of the project. A path is checked when it is written in backquotes
 * (`scripts/route-build.ts`, `stores/state-reset.ts` below src, a file name such as
 * `notice-text.tsx` anywhere in the tree) or is a relative link. Not paths: a pattern
 * (`screens/<name>/`), an address (`/home`), a package's import (`zod/mini`), a lint rule and what
 * the build and the bench write (dist/, bench/results.json). The decision records and the README
 * also name code (`createContainerInSteps`, `BROADCAST_RECONNECT`): each name must be in the
 * project's code, so a record does not explain a function that has gone.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);

/** Files and folders the build and the bench write, named by the documents that explain them. */
const BUILD_OUTPUTS = /^(dist\/|sw\.js$|nginx\.conf$|_headers$|_redirects$|(bench\/)?results\.json$|bench\/lh-)/;
const FILE_NAME = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|po|ya?ml|conf|txt|svg|png|webp)$/;

function projectPaths(): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      paths.add(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  walk('');
  return paths;
}

const PATHS = projectPaths();
/** A package's import (`zod/mini`) or a lint plugin's rule (`lingui/no-unlocalized-strings`). */
const isPackage = (path: string) => {
  const first = path.split('/')[0]!;
  return existsSync(join(ROOT, 'node_modules', first)) || existsSync(join(ROOT, 'node_modules', `eslint-plugin-${first}`));
};

/** Whether a path written in a document leads somewhere: from the root, or as the end of a path (below src). */
function leadsSomewhere(written: string, paths: ReadonlySet<string> = PATHS): boolean {
  const path = written.replace(/\/$/, '');
  const candidates = [path, `${path}.ts`, `${path}.tsx`];
  return candidates.some((candidate) => paths.has(candidate) || [...paths].some((known) => known.endsWith(`/${candidate}`)));
}

/** The project paths a document names in backquotes. */
function pathsNamed(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map(([, token]) => token!.replace(/[#:].*$/, ''))
    .filter((token) => token !== '' && !/[\s{}*<>"'…()=,|]/.test(token) && !/^[/.@#?-]/.test(token))
    .filter((token) => token.includes('/') || FILE_NAME.test(token))
    .filter((token) => !BUILD_OUTPUTS.test(token))
    .filter((token) => FILE_NAME.test(token) || token.endsWith('/') || !isPackage(token) || leadsSomewhere(token));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsIn = (text: string) =>
  new Set([...text.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => anchorOf(heading!.replace(/`/g, ''))));

/** The links of a document to a section (`file.md#section` or `#section`), resolved from its folder. */
const sectionLinksIn = (file: string, text: string) =>
  [...text.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)]
    .filter(([, target]) => !/^[a-z]+:/.test(target!))
    .map(([, target, anchor]) => ({ file: target ? normalize(join(dirname(file), target)) : file, anchor: anchor! }));

/** The relative links of a document, resolved from its folder. */
const linksIn = (file: string, text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, link]) => link!.split('#')[0]!)
    .filter((link) => link !== '' && !/^[a-z]+:/.test(link))
    .map((link) => normalize(join(dirname(file), link)));

const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
  ...readdirSync(join(ROOT, 'docs/decisions'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/decisions/${file}`),
];

/**
 * The how-to's walk names the files a new screen adds, which the project does not have;
 * tests/architecture/how-to-walk.test.ts follows the walk and checks each of its files.
 */
const withoutWalk = (file: string, text: string) =>
  file === 'docs/how-to-add-a-feature.md' ? text.replace(/\n## Adding a screen\n[\s\S]*?(?=\n## )/, '\n') : text;

/** Names of the platform and of libraries that the records name, which the project's code does not use. */
const NOT_OURS = new Set(['createBrowserRouter', 'dangerouslySetInnerHTML']);
const SOURCE_DIRS = ['src', 'scripts', 'tests', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|css|html)$/;
const THIS_FILE = 'tests/architecture/named-paths.test.ts';

/** Every word of the project's code (sources, scripts, tests, bench, the root's configuration). */
let WORDS: Set<string> | undefined;
function codeWords(): Set<string> {
  if (WORDS) return WORDS;
  const words = (WORDS = new Set<string>());
  for (const path of PATHS) {
    const inCode = SOURCE_DIRS.some((dir) => path.startsWith(`${dir}/`)) || !path.includes('/');
    if (!inCode || !SOURCE_FILE.test(path) || path === THIS_FILE) continue;
    for (const [word] of readFileSync(join(ROOT, path), 'utf8').matchAll(/[\w$]+/g)) words.add(word);
  }
  return words;
}

/**
 * The names of code a document writes in backquotes: a camelCase or PascalCase name with a capital
 * inside (`createContainerInSteps`, `SharedLoad`) or a CONSTANT_NAME, each part of a dotted name
 * (`BROADCAST_RECONNECT.provenAfterMs`). Plain words, keys and codes (`user_type`, `guest`) are not.
 */
function codeNamed(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`/g)]
    .flatMap(([, name]) => name!.split('.'))
    .filter((part) => /^_*[a-z]+[A-Z]\w*$|^[A-Z][a-z0-9]+[A-Z]\w*$|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(part))
    .filter((part) => !NOT_OURS.has(part));
}

describe('what the README, the guides and the decision records name', () => {
  it.each(DOCUMENTS)('%s names only files and folders that exist', (file) => {
    const text = withoutWalk(file, readFileSync(join(ROOT, file), 'utf8'));
    const missing = pathsNamed(text).filter((path) => !leadsSomewhere(path));
    expect(missing, `${file} names paths that are not in the project`).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to files that exist', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const missing = linksIn(file, text).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing, `${file} links to files that are not in the project`).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to sections that exist', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const missing = sectionLinksIn(file, text)
      .filter((link) => link.file.endsWith('.md') && existsSync(join(ROOT, link.file)))
      .filter((link) => !anchorsIn(readFileSync(join(ROOT, link.file), 'utf8')).has(link.anchor))
      .map((link) => `${link.file}#${link.anchor}`);
    expect(missing, `${file} links to sections that are not there`).toEqual([]);
  });

  it.each(DOCUMENTS.filter((file) => file.startsWith('docs/decisions/') || file === 'README.md'))(
    '%s names only code that exists',
    (file) => {
      const words = codeWords();
      const missing = codeNamed(readFileSync(join(ROOT, file), 'utf8')).filter((name) => !words.has(name));
      expect(missing, `${file} names code that is not in the project`).toEqual([]);
    },
  );

  it('catch a moved file, a folder that went and a file name nothing has', () => {
    const text = [
      'The chunk groups are in `vite-chunks.ts` and `scripts/route-chunks.ts`, beside `src/ui/routing/`;',
      'the manifest is `src/ui/route-manifest.ts`, its reset `stores/state-reset.ts`, read with `zod/mini`',
      'at `/home` for every `screens/<name>/` written to `dist/nginx.conf`.',
    ].join('\n');
    const named = pathsNamed(text);
    expect(named.filter((path) => !leadsSomewhere(path))).toEqual([
      'vite-chunks.ts',
      'scripts/route-chunks.ts',
      'src/ui/routing/',
    ]);
    expect(named).toContain('stores/state-reset.ts');
    expect(named).not.toContain('zod/mini');
  });

  it("make a section's anchor as GitHub does", () => {
    expect(anchorOf("Other pages' first load")).toBe('other-pages-first-load');
    expect(anchorOf('Big answers (24 Nov 2026)')).toBe('big-answers-24-nov-2026');
    expect(anchorsIn('## Budgets\n### What each figure means\n')).toEqual(new Set(['budgets', 'what-each-figure-means']));
  });

  it('catch a name of code that went, and leave plain words and codes alone', () => {
    const text = 'It calls `reminderText()` and `BROADCAST_RECONNECT.provenAfterMs`, sends `user_type` and `guest`.';
    expect(codeNamed(text)).toEqual(['reminderText', 'BROADCAST_RECONNECT', 'provenAfterMs']);
    expect(codeNamed(text).filter((name) => !codeWords().has(name))).toEqual(['reminderText']);
  });
});
