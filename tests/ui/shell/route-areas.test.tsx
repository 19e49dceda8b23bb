import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContainer } from '../../support/build-container';
import { ROUTES, type RouteRow } from '../../../src/ui/route-manifest';
import { testPlatform } from '../../support/test-platform';

const SRC = resolve(__dirname, '../../../src');

/** `import … from './x'` that is not `import type`: what a module really loads. */
const STATIC_IMPORT = /^import\s+(?!type\s)([\s\S]*?)\s+from\s+'(\.{1,2}\/[^']+)';/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The value names a clause imports (`A`, `{ B, C as D, type E }`, `* as F` is skipped). */
function importedNames(clause: string): string[] {
  const braces = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/**
 * The application exports a screen loads, following its static imports through src/ui (a dynamic
 * import is a load of its own, which ensures its own areas).
 */
function applicationImports(screenFile: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, clause, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, specifier!);
      if (!target) continue;
      if (target.startsWith(`${SRC}/ui/`)) visit(target);
      else if (target.startsWith(`${SRC}/application/`)) {
        const names = found.get(target) ?? new Set<string>();
        importedNames(clause!).forEach((name) => names.add(name));
        found.set(target, names);
      }
    }
  };
  visit(resolve(SRC, 'ui/screens', `${screenFile}.tsx`));
  return found;
}

const isClass = (value: unknown) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

/**
 * The services a screen takes from the container that a container with the core modules and the
 * row's feature areas cannot give: the row forgets an area, which would throw when the screen runs.
 * Services are the tokens (symbols) and use-case classes the screen's modules import.
 */
async function unboundServices(row: RouteRow): Promise<string[]> {
  const { resolver, features } = buildContainer(testPlatform());
  await Promise.all((row.areas ?? []).map((area) => features.ensure(area)));
  const missing: string[] = [];
  for (const [file, names] of applicationImports(row.screen)) {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const name of names) {
      const value = module[name];
      const service = typeof value === 'symbol' || (isClass(value) && file.includes('/application/use-cases/'));
      if (!service) continue;
      try {
        resolver.get(value as symbol);
      } catch {
        missing.push(`${name} (${file.slice(SRC.length + 1)})`);
      }
    }
  }
  return missing;
}

describe("a route's feature areas", () => {
  const screens = [...new Map(ROUTES.map((row) => [row.screen, row])).values()];

  it.each(screens.map((row) => [row.path, row]))('%s names every area whose services its screen uses', async (_, row) => {
    expect(await unboundServices(row)).toEqual([]);
  });

  it('finds the services of an area that a row forgets to name', async () => {
    const profile = ROUTES.find((row) => row.path === '/profile')!;
    expect(profile.areas).toContain('account');
    expect(await unboundServices({ ...profile, areas: [] })).not.toEqual([]);
  });
});
