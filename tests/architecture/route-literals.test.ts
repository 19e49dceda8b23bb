import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/domain/route-paths';
import { ROUTES } from '../../src/ui/route-manifest';

/**
 * Every route path is written once, in the route table (src/domain/route-table.ts, read as PATHS
 * from src/domain/route-paths.ts); everything
 * else names a page by its key (PATHS.home) or builds an address with a builder (routeTo.genre).
 * A second copy of a path would drift from the table, and the lists made of copies would miss a
 * page added to the manifest.
 *
 * What counts as a route path literal, in the TypeScript and JavaScript sources of src/ and
 * scripts/ (parsed with the TypeScript compiler, so comments never count):
 * - the pieces of text a program writes: a string literal ('/home', "/home", and JSX's to="/home"),
 *   a template literal without substitutions, and each text part of a template literal with
 *   substitutions: its head (`/genres/${name}`) and the parts after a substitution
 *   (`${origin}/home`);
 * - such a piece is a route literal when its address, the text before its first '?' or '#', is
 *   - a fixed route path, with or without one trailing '/' ('/home', '/home/', '/plans?cancel=',
 *     '/profile#data-saver'),
 *   - a route pattern ('/genres/:genre'),
 *   - or the fixed part of a pattern before its first parameter ('/genres/', '/play/'): the start
 *     of an address built by hand (`/play/${name}`) or tested by hand (startsWith('/genres/')).
 * Not recognised, on purpose:
 * - '/' (the splash page) is also the path separator of every URL; PATHS.splash names the page;
 * - a concrete address with a parameter written out ('/play/snake') cannot be told from an API path
 *   that shares the page's first segment ('/play/genres', below /api): source code builds it with
 *   routeTo, and tests may name the routes they visit;
 * - paths that only begin like a route are other addresses: the API's '/play/v3/games/...' and
 *   '/play/game/detail/...', the bundled games' '/games/<slug>/', '/homepage';
 * - regular expression literals and text split across several literals.
 * Not scanned: the route table itself; src/games (the bundled games are a package of their own,
 * which may not import the portal and talks to it only through src/games/protocol.ts); tests.
 */
export interface RouteLiteral {
  file: string;
  line: number;
  text: string;
}

const TABLE = 'src/domain/route-table.ts';
const SCANNED = ['src', 'scripts'];
const NOT_SCANNED = [TABLE, 'src/games/'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The addresses that make a piece of text a route literal, from the route table's paths. */
export function routeAddresses(paths: readonly string[]): Set<string> {
  const addresses = new Set<string>();
  for (const path of paths) {
    if (path === '/' || path === '*') continue;
    if (path.includes(':')) {
      addresses.add(path);
      addresses.add(path.slice(0, path.indexOf(':')));
    } else {
      addresses.add(path);
      addresses.add(`${path}/`);
    }
  }
  return addresses;
}

/** The route literals of one source file. */
export function routeLiterals(file: string, source: string, addresses: ReadonlySet<string>): RouteLiteral[] {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: RouteLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const address = node.text.split(/[?#]/)[0] ?? '';
      if (addresses.has(address)) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
        found.push({ file, line: line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(): Array<{ file: string; source: string }> {
  return SCANNED.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => join(folder, name).replaceAll('\\', '/'))
      .filter((file) => SOURCE.test(file) && !NOT_SCANNED.some((skipped) => file.startsWith(skipped)))
      .map((file) => ({ file, source: readFileSync(file, 'utf8') })),
  );
}

/**
 * Literals that name a route's address without being one, each with the reason. Only these exact
 * texts in these files are let through; one that is no longer there must go from this list.
 */
const NOT_ROUTES: ReadonlyArray<{ file: string; text: string; why: string }> = [
  {
    file: 'src/application/config.ts',
    text: '/esports',
    why: "the esports host's default base URL, the mock's esports arena on this origin, not the /esports page",
  },
];

export function findings(
  files: ReadonlyArray<{ file: string; source: string }>,
  paths: readonly string[],
  allowed: ReadonlyArray<{ file: string; text: string }> = NOT_ROUTES,
): RouteLiteral[] {
  const addresses = routeAddresses(paths);
  return files
    .flatMap(({ file, source }) => routeLiterals(file, source, addresses))
    .filter((literal) => !allowed.some((entry) => entry.file === literal.file && entry.text === literal.text));
}

const TABLE_PATHS: readonly string[] = Object.values(PATHS);
const where = (literals: readonly RouteLiteral[]) => literals.map(({ file, line, text }) => `${file}:${line} '${text}'`);

const files = sourceFiles();
/** Every route literal of the tree, the ones let through included. */
const inTree = findings(files, TABLE_PATHS, []);
const allowed = (literal: RouteLiteral) => NOT_ROUTES.some((entry) => entry.file === literal.file && entry.text === literal.text);

describe('route paths', () => {
  it('are written once: no source besides the route table writes a route path', () => {
    expect(where(inTree.filter((literal) => !allowed(literal)))).toEqual([]);
  });

  it('let through only literals that are still there', () => {
    const all = findings(files, TABLE_PATHS, []);
    for (const entry of NOT_ROUTES)
      expect(
        all.some(({ file, text }) => file === entry.file && text === entry.text),
        `${entry.file} '${entry.text}'`,
      ).toBe(true);
  });

  it('are the paths of the manifest, each with one row, and the table is all of them', () => {
    const rows = ROUTES.map((row) => row.path).filter((path) => path !== '*');
    expect([...rows].sort()).toEqual([...TABLE_PATHS].sort());
    expect(ROUTES.filter((row) => row.path === '*')).toHaveLength(1);
  });
});

describe('the route literal check', () => {
  const addresses = routeAddresses(TABLE_PATHS);
  const literals = (source: string, file = 'src/ui/screens/x/x-screen.tsx') =>
    routeLiterals(file, source, addresses).map(({ text }) => text);

  it('fails when a second literal of a route path is added anywhere in src or scripts', () => {
    const added = { file: 'src/ui/screens/x/x-screen.tsx', source: 'export const back = <Link to="/home" />;\n' };
    const before = where(inTree);
    const after = where(findings([...files, added], TABLE_PATHS, []));
    expect(after.filter((finding) => !before.includes(finding))).toEqual(["src/ui/screens/x/x-screen.tsx:1 '/home'"]);
    expect(where(findings([added], TABLE_PATHS))).toEqual(["src/ui/screens/x/x-screen.tsx:1 '/home'"]);
  });

  it.each([
    ['a JSX attribute', 'const a = <Link to="/home" />;', '/home'],
    ['a string', "navigate('/login', { replace: true });", '/login'],
    ['a template without substitutions', 'go(`/plans`);', '/plans'],
    ['a query', "go('/plans?recharge=success');", '/plans?recharge=success'],
    ['a fragment', "go('/profile#data-saver');", '/profile#data-saver'],
    ['a trailing slash', "path.startsWith('/tournament/');", '/tournament/'],
    ["a template's head", 'go(`/genres/${name}`);', '/genres/'],
    ["a template's head with a query", 'go(`/plans?cancel=${plan}`);', '/plans?cancel='],
    ['the text after a substitution', 'open(`${origin}/home`);', '/home'],
    ['a route pattern', "const row = { path: '/game-details/:gameUniqueName' };", '/game-details/:gameUniqueName'],
    ["a pattern's fixed part", "path.startsWith('/play/');", '/play/'],
    ['a path with an ampersand', "go('/terms-&-conditions');", '/terms-&-conditions'],
  ])('finds a route path in %s', (_, source, text) => {
    expect(literals(source)).toEqual([text]);
  });

  it.each([
    ['an API path below /api', "http.send({ path: '/play/genres' });"],
    ['an API path with a parameter', 'http.send({ path: `/play/game/detail/byname/${name}` });'],
    ['an API path of the paged lists', "const p = '/play/v3/games/genre/byname/racing/1/20/false';"],
    ["a bundled game's page", "const page = '/games/snake/';"],
    ['a longer word', "const id = '/homepage';"],
    ['the root, which is also the separator', "path.split('/'); const root = '/';"],
    ['a comment', '// goes to /home\n/* or /login */ const a = 1;'],
    ['a named path', 'go(PATHS.home); go(routeTo.genre(name));'],
    ['a regular expression', 'const login = /^\\/login/;'],
  ])('lets %s through', (_, source) => {
    expect(literals(source)).toEqual([]);
  });

  it('reads plain JavaScript as well', () => {
    expect(literals("location.assign('/search');", 'scripts/x.mjs')).toEqual(['/search']);
  });
});
