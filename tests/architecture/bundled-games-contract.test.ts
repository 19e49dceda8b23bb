import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The bundled HTML5 games are part of the product: players on metered data open them with one tap,
 * so each stays small and self-contained, and each speaks the same small contract with the portal
 * (public/games/shared/kit.js). The browser test (tests/e2e/bundled-games.e2e.ts) plays them; this
 * test guards what a reader of the files can check.
 */
const GAMES_DIR = fileURLToPath(new URL('../../public/games/', import.meta.url));

interface BundledGame {
  slug: string;
  title: string;
  orientation: string;
  controls: string;
  modes?: string[];
}

const CATALOGUE = JSON.parse(readFileSync(join(GAMES_DIR, 'index.json'), 'utf8')) as BundledGame[];
/** The games still written as plain scripts in public/games (the others are typed, under src/games). */
const GAMES = CATALOGUE.filter(({ slug }) => existsSync(join(GAMES_DIR, slug, 'game.js')));

/** A game may weigh at most this much before compression, all its files together. */
const MAX_GAME_BYTES = 150 * 1024;

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** Anything that would make the browser reach past the portal's own origin. */
const EXTERNAL_REFERENCE =
  /\b(?:https?:)?\/\/[a-z0-9-]+\.[a-z0-9.-]+|\bfetch\s*\(|XMLHttpRequest|WebSocket|EventSource|importScripts/i;

/** Lines that are comments in the games' JS and CSS, where a URL harms nobody. */
const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('bundled games', () => {
  it('lists at least fourteen distinct games, each in its own folder', () => {
    const slugs = CATALOGUE.map((game) => game.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(14);
    for (const slug of GAMES.map((game) => game.slug)) {
      expect(statSync(join(GAMES_DIR, slug, 'index.html')).isFile(), `${slug}/index.html`).toBe(true);
      expect(statSync(join(GAMES_DIR, slug, 'game.js')).isFile(), `${slug}/game.js`).toBe(true);
    }
  });

  it.each(GAMES.map((game) => [game.slug, game] as const))('%s stays under 150 KB before compression', (slug) => {
    const bytes = filesOf(join(GAMES_DIR, slug)).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThan(MAX_GAME_BYTES);
  });

  it.each(GAMES.map((game) => [game.slug, game] as const))('%s makes no request beyond its own files', (slug) => {
    for (const file of [...filesOf(join(GAMES_DIR, slug)), ...filesOf(join(GAMES_DIR, 'shared'))]) {
      const text = stripComments(readFileSync(file, 'utf8'));
      // The SVG namespace is a name, not a request.
      const withoutNamespaces = text.replaceAll('http://www.w3.org/2000/svg', '');
      expect(withoutNamespaces, file).not.toMatch(EXTERNAL_REFERENCE);
    }
  });

  it.each(GAMES.map((game) => [game.slug, game] as const))(
    '%s reports its phase and answered inputs and reads the variant a title launches',
    (slug, game) => {
      const script = readFileSync(join(GAMES_DIR, slug, 'game.js'), 'utf8');
      expect(script).toMatch(/Kit\.state\(/);
      expect(script).toMatch(/Kit\.answered\(/);
      expect(script).toMatch(/Kit\.variant\(/);
      expect(game.modes?.length, `${slug} lists the modes its titles can ask for`).toBeGreaterThanOrEqual(2);
      for (const mode of game.modes ?? [])
        expect(script, `${slug} knows mode ${mode}`).toMatch(new RegExp(`['"\`]${mode}['"\`]`));
    },
  );

  it.each(GAMES.map((game) => [game.slug, game] as const))('%s declares how it is held and played', (_slug, game) => {
    expect(['portrait', 'landscape', 'any']).toContain(game.orientation);
    expect(game.title.trim()).not.toBe('');
    expect(game.controls.trim()).not.toBe('');
  });
});
