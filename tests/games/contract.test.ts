import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameRulesModules } from '../../scripts/game-rules-modules';
import { CATALOGUE, GAMES_SOURCE, TYPED_GAMES } from './catalogue';

/**
 * The bundled games are part of the product: players on metered data open them with one tap, so
 * each stays self-contained, speaks the same small contract with the portal, and keeps its rules
 * pure and seeded (src/games/README.md). The browser tests play them; this test guards what a
 * reader of the sources can check.
 */
const ROOT = join(GAMES_SOURCE, '..', '..');

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Anything that would make the browser reach past the game's own page. */
const EXTERNAL_REFERENCE =
  /\b(?:https?:)?\/\/[a-z0-9-]+\.[a-z0-9.-]+|\bfetch\s*\(|XMLHttpRequest|WebSocket|EventSource|importScripts|\bimport\s*\(/i;

describe('the bundled games', () => {
  it('lists at least fourteen distinct games, each held and played in a way it declares', () => {
    const slugs = CATALOGUE.map((game) => game.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(14);
    for (const game of CATALOGUE) {
      expect(['portrait', 'landscape', 'any']).toContain(game.orientation);
      expect(game.title.trim()).not.toBe('');
      expect(game.controls.trim()).not.toBe('');
      expect(game.modes.length, `${game.slug} lists the modes its titles can ask for`).toBeGreaterThanOrEqual(2);
    }
  });

  it('are every one a typed game, and public/ holds no game script', () => {
    expect(TYPED_GAMES.map((game) => game.slug)).toEqual(CATALOGUE.map((game) => game.slug));
    expect(filesOf(join(ROOT, 'public')).filter((file) => /\.(js|mjs|ts)$/.test(file))).toEqual([]);
  });

  it.each(TYPED_GAMES.map((game) => [game.slug, game] as const))(
    '%s has its page, words and code, starts through the engine and knows every mode',
    (slug, game) => {
      const dir = join(GAMES_SOURCE, slug);
      for (const file of ['page.html', 'main.ts', 'words.ts']) expect(statSync(join(dir, file)).isFile(), file).toBe(true);
      const code = filesOf(dir)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect(readFileSync(join(dir, 'main.ts'), 'utf8')).toMatch(/\b(startGame|realtimeGame)\(/);
      for (const mode of game.modes) expect(code, `${slug} knows mode ${mode}`).toMatch(new RegExp(`['"\`]${mode}['"\`]`));
    },
  );

  it('make no request beyond their own page', () => {
    for (const file of filesOf(GAMES_SOURCE).filter((f) => /\.(ts|html|css)$/.test(f))) {
      const text = withoutComments(readFileSync(file, 'utf8')).replaceAll('http://www.w3.org/2000/svg', '');
      expect(text, file).not.toMatch(EXTERNAL_REFERENCE);
    }
  });

  it('keep their rules pure: no clock and no chance but the seeded generator', () => {
    const rules = gameRulesModules(ROOT);
    expect(rules.length).toBeGreaterThanOrEqual(TYPED_GAMES.length);
    for (const file of rules) {
      const source = withoutComments(readFileSync(join(ROOT, file), 'utf8'));
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|crypto\./);
    }
  });
});
