import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { RouteRow } from '../src/ui/route-manifest';
import { screenSource } from './route-sources';

/**
 * Which catalogue a shared file's words travel in (docs/decisions/0038, 0055), derived from the
 * imports: the shell's, which the first render waits for, or the lazy screens', which arrives with
 * `screenWords()` (src/ui/i18n/catalogue.ts).
 *
 * A module can run before the lazy screens' words are here when the entry reaches it: through
 * static imports from src/main.tsx and the screens of the first download (`load: 'entry'`), or
 * through an `import()` that does not wait for `screenWords()` alongside. A help or legal page
 * waits only for its own catalogue (`pageWords()`), so it counts as such a start too. Every other
 * module arrives after the lazy screens' words: a lazy screen is loaded together with them
 * (screenLoader in src/ui/routes.tsx), and so is a module imported as
 * `Promise.all([import('…'), screenWords()])`; what those modules import, statically or not,
 * comes later still. Any other way of waiting for the words counts as not waiting: the module's
 * words then go to the shell's catalogue, a few bytes more on /home but never a missing word. A shared file (components, hooks, layout, i18n) reached only that way
 * keeps its words out of /home's first load; one reached earlier must have them in the shell's
 * catalogue, or it would show a message id instead of its words.
 */

/** Where lingui looks for shared files: everything under src/ui but the screens' folders. */
const SCREENS = 'src/ui/screens/';
const SHARED = 'src/ui/';
const WORDS = /from '@lingui\/(?:react|core)\/macro'/;
const LOADS_LAZY_WORDS = 'screenWords';

/** One module's imports: those that run with it, and those it loads later with `import()`. */
export interface ModuleImports {
  readonly now: readonly string[];
  readonly later: readonly { readonly target: string; readonly withScreenWords: boolean }[];
}

/** Reads a module's source; tests hand in a changed copy of a file to show the rule bites. */
export type ReadSource = (file: string) => string;

export const readFromDisk =
  (root: string): ReadSource =>
  (file) =>
    readFileSync(join(root, file), 'utf8');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package: no words of ours
  const base = resolve(root, dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(root, candidate).replaceAll('\\', '/');
  }
  return null; // a stylesheet, a catalogue, a picture
}

/** `import('…')` inside `Promise.all([…, screenWords()])`: the module arrives with the lazy words. */
function pairedWithScreenWords(node: ts.CallExpression): boolean {
  const list = node.parent;
  if (!ts.isArrayLiteralExpression(list) || !ts.isCallExpression(list.parent)) return false;
  const all = list.parent.expression;
  if (!ts.isPropertyAccessExpression(all) || all.getText() !== 'Promise.all') return false;
  return list.elements.some(
    (element) =>
      ts.isCallExpression(element) && ts.isIdentifier(element.expression) && element.expression.text === LOADS_LAZY_WORDS,
  );
}

/** A module's relative imports, without `import type` and `export type` (they leave no code). */
export function moduleImports(root: string, file: string, source: string): ModuleImports {
  const parsed = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const now: string[] = [];
  const later: { target: string; withScreenWords: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(root, file, node.moduleSpecifier.text);
      if (target) now.push(target);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolveImport(root, file, node.moduleSpecifier.text);
      if (target) now.push(target);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const target = specifier && ts.isStringLiteralLike(specifier) ? resolveImport(root, file, specifier.text) : null;
      if (target) later.push({ target, withScreenWords: pairedWithScreenWords(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return { now, later };
}

/** Where the portal starts: the modules that run before and those that run after the lazy words. */
export function startingPoints(routes: readonly Pick<RouteRow, 'screen' | 'load'>[]): { before: string[]; after: string[] } {
  const before = ['src/main.tsx'];
  const after: string[] = [];
  for (const row of routes) {
    const early = row.load === 'entry' || row.screen.startsWith('static-pages/');
    (early ? before : after).push(screenSource(row));
  }
  return { before: [...new Set(before)], after: [...new Set(after)].filter((file) => !before.includes(file)) };
}

export interface WordsTiming {
  /** Modules that can run before `screenWords()` has resolved. */
  readonly early: ReadonlySet<string>;
  /** Modules that run only once the lazy screens' words are here. */
  readonly late: ReadonlySet<string>;
  /** The shared files with words among `late`: their words go in the lazy screens' catalogue. */
  readonly laterShared: readonly string[];
  /** Every module reached and its imports. */
  readonly imports: ReadonlyMap<string, ModuleImports>;
}

/** Walks the imports from the portal's starting points and sorts every module it reaches. */
export function wordsTiming(
  root: string,
  routes: readonly Pick<RouteRow, 'screen' | 'load'>[],
  read: ReadSource = readFromDisk(root),
): WordsTiming {
  const cache = new Map<string, { imports: ModuleImports; hasWords: boolean }>();
  const info = (file: string) => {
    let known = cache.get(file);
    if (!known) {
      const source = read(file);
      known = { imports: moduleImports(root, file, source), hasWords: WORDS.test(source) };
      cache.set(file, known);
    }
    return known;
  };
  const walk = (starts: readonly string[], follow: (imports: ModuleImports) => string[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const queue = starts.filter((file) => !skip.has(file));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || skip.has(file)) continue;
      seen.add(file);
      queue.push(...follow(info(file).imports));
    }
    return seen;
  };
  const { before, after } = startingPoints(routes);
  const all = (imports: ModuleImports) => [...imports.now, ...imports.later.map((load) => load.target)];
  const early = walk(
    before,
    (imports) => [...imports.now, ...imports.later.filter((load) => !load.withScreenWords).map((load) => load.target)],
    new Set(),
  );
  // The lazy screens, and what the early modules load together with the lazy words; what those
  // import, statically or not, comes after the words too.
  const withWords = [...early].flatMap((file) =>
    info(file)
      .imports.later.filter((load) => load.withScreenWords)
      .map((load) => load.target),
  );
  const late = walk([...after, ...withWords], all, early);
  const laterShared = [...late]
    .filter((file) => file.startsWith(SHARED) && !file.startsWith(SCREENS) && info(file).hasWords)
    .sort();
  return { early, late, laterShared, imports: new Map([...cache].map(([file, known]) => [file, known.imports])) };
}

/**
 * Files whose words are message descriptors (`msg`) that other modules look up, and that are
 * looked up only once the lazy screens' words are here, though an early module imports them: the
 * import graph cannot tell when a descriptor is read, so each such file names the modules allowed
 * to read it and says why (tests/architecture/words-timing.test.ts holds it to that).
 */
export const READ_AFTER_SCREEN_WORDS: Readonly<Record<string, { readonly readBy: readonly string[]; readonly why: string }>> = {
  'src/ui/i18n/flow-failure-words.ts': {
    readBy: ['src/ui/i18n/failure-text.ts'],
    why:
      'the spec §8 fallbacks of the flows on lazy screens (login, signup, password reset and change, billing, a ' +
      "game page, the voucher) and the server's 'Invalid OTP' of a code step: such a failure shows on its lazy " +
      'screen or in a notice, and notices load with the lazy words (src/ui/layout/lazy-notice-text.tsx)',
  },
};

/** The shared files whose words travel in the lazy screens' catalogue (lingui.config.ts). */
export function laterWordFiles(root: string, routes: readonly Pick<RouteRow, 'screen' | 'load'>[]): string[] {
  return [...new Set([...wordsTiming(root, routes).laterShared, ...Object.keys(READ_AFTER_SCREEN_WORDS)])].sort();
}

/**
 * The files a catalogue's messages come from (its `#:` lines), each once: the catalogues are
 * written without line numbers (lingui.config.ts).
 */
export function catalogueOrigins(po: string): Set<string> {
  const origins = new Set<string>();
  for (const [, files] of po.matchAll(/^#: (.+)$/gm))
    for (const file of files!.split(' ')) origins.add(file.replace(/:\d+$/, ''));
  return origins;
}

/**
 * The modules whose words would show before their catalogue is here: a file that can run before
 * `screenWords()` has resolved, yet has messages only in the lazy screens' catalogue.
 */
export function wordsTooLate(
  timing: WordsTiming,
  lazyCatalogue: ReadonlySet<string>,
  shellCatalogue: ReadonlySet<string>,
): string[] {
  return [...lazyCatalogue]
    .filter((file) => timing.early.has(file) && !shellCatalogue.has(file) && !Object.hasOwn(READ_AFTER_SCREEN_WORDS, file))
    .sort();
}

/** Shared files with words that come only after the lazy words, yet sit in the shell's catalogue. */
export function wordsTooEarly(timing: WordsTiming, shellCatalogue: ReadonlySet<string>): string[] {
  return timing.laterShared.filter((file) => shellCatalogue.has(file));
}
