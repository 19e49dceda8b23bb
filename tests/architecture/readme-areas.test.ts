import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's table of areas is how a newcomer finds a feature's folders in every layer, so it
 * must say what the code has: every use-case folder, store, port, container module and screen
 * folder is in it, nothing it names is missing from the code, and a module marked "(area)" is
 * bound by that lazily loaded area while an unmarked one is bound at start.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Tree {
  useCases: string[];
  stores: string[];
  ports: string[];
  modules: string[];
  screens: string[];
  /** The modules each lazily loaded area binds, by area. */
  areas: Record<string, string[]>;
}

const named = (dir: string, suffix: string) =>
  readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function codeTree(): Tree {
  const areas: Record<string, string[]> = {};
  for (const area of named('src/composition/areas', '.area.ts')) {
    const source = readFileSync(join(ROOT, 'src/composition/areas', `${area}.area.ts`), 'utf8');
    areas[area] = [...source.matchAll(/modules\/([a-z-]+)\.module/g)].map(([, name]) => name!);
  }
  return {
    useCases: folders('src/application/use-cases'),
    stores: named('src/application/stores', '.store.ts'),
    ports: named('src/application/ports', '.port.ts'),
    modules: named('src/composition/modules', '.module.ts'),
    screens: folders('src/ui/screens'),
    areas,
  };
}

const COLUMNS = ['useCases', 'stores', 'ports', 'adapters', 'modules', 'screens'] as const;

/** The README's area table, a row per area, each column's names in backquotes (paths left out). */
function readmeTable(readme: string): Array<Record<(typeof COLUMNS)[number], string>> {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| area | use cases |'));
  const rows: Array<Record<(typeof COLUMNS)[number], string>> = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(2, -1);
    rows.push(
      Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as Record<(typeof COLUMNS)[number], string>,
    );
  }
  return rows;
}

const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name!).filter((name) => !/\/./.test(name));

/** What the README's table gets wrong about the tree; empty when it is true to the code. */
function tableProblems(readme: string, tree: Tree): string[] {
  const rows = readmeTable(readme);
  const problems: string[] = [];
  const listed = (column: (typeof COLUMNS)[number]) => new Set(rows.flatMap((row) => names(row[column])));
  const compare = (what: string, inTable: Set<string>, inCode: readonly string[]) => {
    for (const name of inCode) if (!inTable.has(name)) problems.push(`${what} ${name} is not in the table`);
    for (const name of inTable)
      if (!inCode.includes(name)) problems.push(`the table names ${what} ${name}, which the code does not have`);
  };
  compare('use-case folder', new Set([...listed('useCases')].map((name) => name.replace(/\/$/, ''))), tree.useCases);
  compare('store', listed('stores'), tree.stores);
  compare('port', listed('ports'), tree.ports);
  compare('module', listed('modules'), tree.modules);
  compare('screen folder', listed('screens'), tree.screens);
  // The areas that bind each module: one, or several for a module whose services two areas share.
  const lazy = new Map<string, string[]>();
  for (const [area, modules] of Object.entries(tree.areas))
    for (const module of modules) lazy.set(module, [...(lazy.get(module) ?? []), area]);
  for (const row of rows) {
    for (const segment of row.modules.split(';')) {
      // "(area)", or "(area, area)" for a module two areas share.
      const area = /\(([a-z-]+(?:, [a-z-]+)*)\)\s*$/.exec(segment.trim())?.[1];
      for (const module of names(segment)) {
        const actual = lazy.get(module)?.sort().join(', ');
        if (area && actual !== area.split(', ').sort().join(', '))
          problems.push(`module ${module} is marked (${area}) but ${actual ? `the ${actual} area` : 'the start'} binds it`);
        if (!area && actual) problems.push(`module ${module} is bound by the ${actual} area, which the table does not say`);
      }
    }
  }
  return problems;
}

describe('the README’s table of areas', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('names every use-case folder, store, port, module and screen folder, and only those, with the area that loads each module', () => {
    expect(tableProblems(readme, codeTree())).toEqual([]);
  });

  it('names only HTTP adapters that exist', () => {
    for (const name of readmeTable(readme).flatMap((row) => names(row.adapters)))
      expect(existsSync(join(ROOT, 'src/adapters/http', `${name}.ts`)), name).toBe(true);
  });

  it('fails when the code gains a module the table leaves out, or the table marks the wrong area', () => {
    const tree = codeTree();
    expect(tableProblems(readme, { ...tree, modules: [...tree.modules, 'new-feature'] })).toContain(
      'module new-feature is not in the table',
    );
    const moved = {
      ...tree,
      areas: { ...tree.areas, 'game-actions': (tree.areas['game-actions'] ?? []).filter((m) => m !== 'share') },
    };
    expect(tableProblems(readme, moved).some((problem) => problem.startsWith('module share'))).toBe(true);
    expect(tableProblems(readme.replace('`voucher/`', '`vouchers/`'), tree)).toContain(
      'the table names use-case folder vouchers, which the code does not have',
    );
  });
});
