import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a module that draws or listens uses: the page, its window, a canvas, the frame clock. */
const PAGE =
  /\b(document|window|HTMLElement|HTMLCanvasElement|CanvasRenderingContext2D|requestAnimationFrame|ResizeObserver|navigator|location)\b/;

/**
 * The bundled games' rules modules: every module under src/games that touches no page (no DOM, no
 * canvas, no window). They are what the games' unit, property and replay tests cover, and what the
 * coverage of `npm test` measures (at least 90% of their lines); a game's drawing and input
 * (main.ts and its views), its words and the protocol are left out.
 */
export function gameRulesModules(root: string): string[] {
  const gamesDir = join(root, 'src', 'games');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !['main.ts', 'words.ts', 'protocol.ts'].includes(entry.name)) {
        const source = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        if (!PAGE.test(source)) found.push(relative(root, path));
      }
    }
  };
  walk(gamesDir);
  return found.sort();
}
