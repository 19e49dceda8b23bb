import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What a module that draws or listens uses: the page, its window, a canvas, the frame clock. */
const PAGE =
  /\b(document|window|HTMLElement|HTMLCanvasElement|CanvasRenderingContext2D|requestAnimationFrame|ResizeObserver|navigator|location)\b/;

/**
 * The bundled games' rules modules: every module under src/games that touches no page (no DOM, no
 * canvas, no window) and imports none that does. They are what the games' unit, property and
 * replay tests cover, and what the coverage of `npm test` measures (at least 90% of their lines); a
 * game's drawing and input (main.ts and its views), the engine's page glue, its words and the
 * protocol are left out.
 */
export function gameRulesModules(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !['main.ts', 'words.ts', 'protocol.ts'].includes(entry.name)) files.push(path);
    }
  };
  walk(join(root, 'src', 'games'));
  const source = new Map(files.map((file) => [file, readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')]));
  const imports = (file: string) =>
    [...source.get(file)!.matchAll(/from '(\.[^']+)'/g)].map(([, path]) => `${resolve(dirname(file), path!)}.ts`);
  const page = new Set(files.filter((file) => PAGE.test(source.get(file)!)));
  // A module that imports one that touches the page is page code too.
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      if (!page.has(file) && imports(file).some((dep) => page.has(dep))) {
        page.add(file);
        grew = true;
      }
    }
  }
  return files
    .filter((file) => !page.has(file))
    .map((file) => relative(root, file))
    .sort();
}
