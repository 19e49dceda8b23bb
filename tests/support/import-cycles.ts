import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleImports } from '../../scripts/later-words';

/** Each module and the modules it imports (statically or with `import()`), by path from the root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The TypeScript modules under the given folders (declaration files aside), by path from the root. */
export function sourceModules(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`),
  );
}

/** The import graph of the given modules: their relative imports that are code (no `import type`). */
export function importGraph(root: string, modules: readonly string[]): Map<string, string[]> {
  return new Map(
    modules.map((file) => {
      const { now, later } = moduleImports(root, file, readFileSync(join(root, file), 'utf8'));
      return [file, [...now, ...later.map(({ target }) => target)]];
    }),
  );
}

/**
 * The graph's cycles: each group of modules that reach one another through their imports
 * (Tarjan's strongly connected components), and each module that imports itself.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (module: string): void => {
    index.set(module, index.size);
    lowest.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(module, Math.min(lowest.get(module)!, index.get(target)!));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) cycles.push(group.sort());
  };

  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}
