import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader follows the paths the decision records, the README and the guides in docs/ name: each
 * must lead to a file or folder of the project. A path is checked when it is written in backquotes
 * (`scripts/route-build.ts`, `stores/state-reset.ts` below src, a file name such as
 * `notice-text.tsx` anywhere in the tree) or is a relative link. Not paths: a pattern
 * (`screens/<name>/`), an address (`/home`), a package's import (`zod/mini`), a lint rule and what the build
 * and the bench write (dist/, bench/results.json).
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
 * tests/adapters/build/how-to-add-a-feature.test.ts follows the walk and checks each of its files.
 */
const withoutWalk = (file: string, text: string) =>
  file === 'docs/how-to-add-a-feature.md' ? text.replace(/\n## Adding a screen\n[\s\S]*?(?=\n## )/, '\n') : text;

describe('the paths the documents name', () => {
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
});
