import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from '../../src/ui/route-manifest';
import { routeSources } from '../../scripts/route-sources';

/**
 * docs/how-to-add-a-feature.md's "Adding a screen", followed step by step in a copy of the project
 * (its last commit): each step's file gets the step's code from the document, the catalogues are
 * extracted with `npm run extract` and given the document's Bangla, and then the walk's own test and
 * the project's checks that a new screen can break (the README's table of areas, the catalogues,
 * route paths written once) run in the copy. The walk may touch only the files its steps name, at
 * most eight. A step left out makes it fail.
 */
const ROOT = resolve(__dirname, '../..');
const MAX_FILES = 8;
const run = promisify(execFile);

/** The section of the document that is the walk. */
function walkSection(doc: string): string {
  const start = doc.indexOf('\n## Adding a screen\n');
  const end = doc.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('docs/how-to-add-a-feature.md has no "## Adding a screen" section');
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The files each numbered step names before its colon: `1. \`src/domain/route-table.ts\`: …`. */
function stepFiles(walk: string): string[][] {
  return [...walk.matchAll(/^(\d+)\. ((?:`[^`]+`(?:, | and )?)+):/gm)].map(([, , files]) =>
    [...files!.matchAll(/`([^`]+)`/g)].map(([, file]) => file!),
  );
}

/** The code blocks of the walk, by the file their first line names (`// path` or `# path`). */
function codeBlocks(walk: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [, body] of walk.matchAll(/^ *```[a-z]*\n([\s\S]*?)^ *```/gm)) {
    const lines = body!.split('\n');
    const indent = /^ */.exec(lines[0]!)![0].length;
    const unindented = lines.map((line) => line.slice(indent));
    const file = /^(?:\/\/|#) (\S+)$/.exec(unindented[0]!)?.[1];
    if (file) blocks.set(file, unindented.slice(1).join('\n'));
  }
  return blocks;
}

/** What is wrong with a walk that touched `touched`, against the files its steps name. */
function walkProblems(named: readonly string[], touched: readonly string[]): string[] {
  const problems = [
    ...touched.filter((file) => !named.includes(file)).map((file) => `the walk touches ${file}, which no step names`),
    ...named.filter((file) => !touched.includes(file)).map((file) => `a step names ${file}, which the walk does not need`),
  ];
  if (touched.length > MAX_FILES) problems.push(`the walk touches ${touched.length} files, more than ${MAX_FILES}`);
  return problems;
}

type Step = (copy: string, blocks: Map<string, string>) => Promise<void>;

const edit = async (copy: string, file: string, change: (text: string) => string) =>
  writeFile(join(copy, file), change(await readFile(join(copy, file), 'utf8')));
const block = (blocks: Map<string, string>, file: string) => {
  const code = blocks.get(file);
  if (code === undefined) throw new Error(`the walk shows no code for ${file}`);
  return code;
};
const written =
  (file: string): Step =>
  async (copy, blocks) => {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await writeFile(join(copy, file), block(blocks, file));
  };

/**
 * What each step of the document does, by the file it names. A step of the document without one
 * here is a hand step the walk does not need.
 */
const STEPS: Record<string, Step> = {
  'src/domain/route-table.ts': (copy, blocks) =>
    edit(copy, 'src/domain/route-table.ts', (text) => `${text.trimEnd()}\n${block(blocks, 'src/domain/route-table.ts')}`),
  // The row goes before the last one ('*') and the comment above it.
  'src/ui/route-manifest.ts': (copy, blocks) =>
    edit(copy, 'src/ui/route-manifest.ts', (text) => {
      const lines = text.split('\n');
      let at = lines.findIndex((line) => line.includes("path: '*'"));
      while (lines[at - 1]!.trim().startsWith('//')) at -= 1;
      const row = block(blocks, 'src/ui/route-manifest.ts').trim();
      return [...lines.slice(0, at), `  ${row}`, ...lines.slice(at)].join('\n');
    }),
  'src/ui/screens/hot-games/hot-games-screen.tsx': written('src/ui/screens/hot-games/hot-games-screen.tsx'),
  'tests/ui/games/hot-games-screen.test.tsx': written('tests/ui/games/hot-games-screen.test.tsx'),
  // `npm run extract` writes both catalogues; the Bangla comes from the document.
  'src/ui/i18n/lazy-screen-locales/en.po': async (copy) => {
    await run('npm', ['run', 'extract', '--silent'], { cwd: copy });
  },
  'src/ui/i18n/lazy-screen-locales/bn.po': (copy, blocks) =>
    edit(copy, 'src/ui/i18n/lazy-screen-locales/bn.po', (text) => {
      let catalogue = text;
      for (const [, id, bangla] of block(blocks, 'src/ui/i18n/lazy-screen-locales/bn.po').matchAll(
        /msgid (".*")\nmsgstr (".*")/g,
      ))
        catalogue = catalogue.replace(`msgid ${id}\nmsgstr ""`, `msgid ${id}\nmsgstr ${bangla}`);
      return catalogue;
    }),
  // The screen's folder in the games row of the README's table of areas.
  'README.md': (copy) =>
    edit(copy, 'README.md', (text) =>
      text.replace(/^(\| games \|.*)( \|)$/m, (_, row: string, end: string) => `${row}, \`hot-games\`${end}`),
    ),
};

/** The walk's test and the project's checks a new screen can break, run in the copy. */
const CHECKS = [
  'tests/ui/games/hot-games-screen.test.tsx',
  'tests/architecture/readme-areas.test.ts',
  'tests/architecture/catalogues-complete.test.ts',
  'tests/architecture/route-literals.test.ts',
];

async function fingerprints(dir: string, under = ''): Promise<Map<string, string>> {
  const prints = new Map<string, string>();
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [file, print] of await fingerprints(dir, path)) prints.set(file, print);
    else
      prints.set(
        path,
        createHash('sha1')
          .update(await readFile(join(dir, path)))
          .digest('hex'),
      );
  }
  return prints;
}

/**
 * A copy of the project at its last commit, what a new engineer checks out (edits under way in the
 * working tree are not part of the walk), with the installed packages.
 */
async function projectCopy(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'how-to-walk-'));
  await run('sh', ['-c', `git -C "${ROOT}" archive HEAD | tar -x -C "${copy}"`]);
  await symlink(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** Runs the checks in a copy; resolves with vitest's exit code and output. */
async function runChecks(copy: string, files: readonly string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['vitest', 'run', '--configLoader', 'runner', ...files], {
      cwd: copy,
      // One screen's test file among the checks: the UI's shared module graph is not preloaded
      // for it (tests/ui/shared-graph-setup.ts).
      env: { ...process.env, CI: '1', FORCE_COLOR: '0', ONE_UI_TEST_FILE: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

const doc = await readFile(join(ROOT, 'docs/how-to-add-a-feature.md'), 'utf8');
const walk = walkSection(doc);
const steps = stepFiles(walk);
const named = steps.flat();
const blocks = codeBlocks(walk);

let copy: string;
let touched: string[];
let checks: { code: number; output: string };

beforeAll(async () => {
  copy = await projectCopy();
  const before = await fingerprints(copy);
  for (const file of named) await STEPS[file]?.(copy, blocks);
  const after = await fingerprints(copy);
  touched = [...after].filter(([file, print]) => before.get(file) !== print).map(([file]) => file);
  checks = await runChecks(copy, CHECKS);
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: copy,
    maxBuffer: 16 * 1024 * 1024,
  });
}, 400_000);

/** The links index.html's inline preload script adds for a deep link to `pathname`. */
async function preloadedFor(pathname: string): Promise<string[]> {
  const html = await readFile(join(copy, 'dist/index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => code!)
    // The build minifies it (scripts/minified-inline-code.ts): it is the one that starts by queuing on the boot script.
    .find((code) => code.startsWith('(window.__portalAfterPicture'));
  if (!script) throw new Error('the built index.html has no route preload');
  const links: string[] = [];
  const doc = { createElement: () => ({}), head: { appendChild: (link: { href: string }) => links.push(link.href) } };
  new Function('location', 'document', 'window', script)({ pathname }, doc, {});
  return links;
}

afterAll(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined));

describe("the how-to's walk for a new public screen with one call", () => {
  it('names, step by step, only files the walk has a step for', () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(named.filter((file) => !STEPS[file])).toEqual([]);
    expect(Object.keys(STEPS).filter((file) => !named.includes(file))).toEqual([]);
  });

  it(`touches only the files its steps name, at most ${MAX_FILES}`, () => {
    expect(walkProblems(named, touched)).toEqual([]);
  });

  it("leaves the project's checks passing: the screen renders the call's answer, in both languages", () => {
    expect(checks.code, checks.output).toBe(0);
  });

  it('gives the route a public row whose screen the build puts in a file of its own, preloaded for a deep link', async () => {
    const { ROUTES } = (await import(join(copy, 'src/ui/route-manifest.ts'))) as { ROUTES: readonly RouteRow[] };
    const row = ROUTES.find((candidate) => candidate.path === '/hot-games');
    expect(row?.access).toBe('public');
    expect(ROUTES.at(-1)?.path).toBe('*');
    for (const source of routeSources(row!)) expect(existsSync(join(copy, source)), source).toBe(true);
    const preloaded = (await preloadedFor('/hot-games')).filter((href) => href.includes('hot-games-screen'));
    expect(preloaded).toHaveLength(1);
    expect(existsSync(join(copy, 'dist', preloaded[0]!))).toBe(true);
  });

  it('fails when a step is left out: without the manifest row the screen is not found', async () => {
    const without = await mkdtemp(join(tmpdir(), 'how-to-walk-without-row-'));
    try {
      await run('sh', ['-c', `cd "${copy}" && tar --exclude=./node_modules --exclude=./dist -cf - . | tar -x -C "${without}"`]);
      await symlink(join(ROOT, 'node_modules'), join(without, 'node_modules'));
      await writeFile(
        join(without, 'src/ui/route-manifest.ts'),
        (await run('git', ['-C', ROOT, 'show', 'HEAD:src/ui/route-manifest.ts'])).stdout,
      );
      const result = await runChecks(without, [CHECKS[0]!]);
      expect(result.code, result.output).not.toBe(0);
      expect(result.output).toMatch(/Games players like most/);
    } finally {
      await rm(without, { recursive: true, force: true });
    }
  }, 180_000);

  it('reports a walk that touches a file no step names, a step it does not need, and more than eight files', () => {
    expect(walkProblems(['a.ts'], ['a.ts', 'b.ts'])).toEqual(['the walk touches b.ts, which no step names']);
    expect(walkProblems(['a.ts', 'b.ts'], ['a.ts'])).toEqual(['a step names b.ts, which the walk does not need']);
    const nine = Array.from({ length: 9 }, (_, i) => `f${i}.ts`);
    expect(walkProblems(nine, nine)).toEqual(['the walk touches 9 files, more than 8']);
  });
});
