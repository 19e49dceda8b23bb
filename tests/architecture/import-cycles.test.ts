import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceModules } from '../support/import-cycles';

/**
 * Import cycles make the start-up order depend on who imports first; none are allowed in the
 * portal, its build scripts or its bench. Checked here over the whole import graph at once, which
 * costs a second, where a lint rule resolving each file's imports anew cost half of the lint.
 */
const root = process.cwd();
const graph = importGraph(root, sourceModules(root, ['src', 'scripts', 'bench']));

describe('import cycles', () => {
  it('no module imports itself back through the modules it imports', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when a module of the real graph is made to import its importer back', () => {
    const [importer, imported] = [...graph].flatMap(([from, targets]) =>
      from.startsWith('src/domain/') ? targets.map((target) => [from, target] as const) : [],
    )[0]!;
    const planted = new Map(graph);
    planted.set(imported, [...(graph.get(imported) ?? []), importer]);

    expect(importCycles(planted)).toContainEqual(expect.arrayContaining([importer, imported]));
  });

  it('finds a cycle through several modules and one module importing itself', () => {
    const cycles = importCycles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['c.ts']],
        ['c.ts', ['a.ts', 'd.ts']],
        ['d.ts', []],
        ['e.ts', ['e.ts']],
      ]),
    );
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
