import { THEME_COLOURS, diceFor, hash, type Scene } from './art-kit';
import {
  breakoutScene,
  cricketScene,
  penaltyScene,
  racerScene,
  runnerScene,
  shooterScene,
  snakeScene,
  trophyScene,
} from './action-scenes';
import { blocksScene, carromScene, ludoScene, memoryScene, minesScene, quizScene, tilesScene, wordScene } from './board-scenes';

/**
 * What the artwork needs to know: a game's name and the address it launches (game, mode, theme).
 * Tournaments pass the address of the game they are played on; esports cups have none and get a cup.
 */
export interface ArtSubject {
  readonly uniqueName: string;
  readonly name: string;
  readonly genre: string;
  readonly playUrl?: string;
}

export type ArtVariant = 'thumb' | 'banner';

const SCENES: Readonly<Record<string, Scene>> = {
  snake: snakeScene,
  2048: tilesScene,
  memory: memoryScene,
  breakout: breakoutScene,
  runner: runnerScene,
  quiz: quizScene,
  cricket: cricketScene,
  racer: racerScene,
  shooter: shooterScene,
  carrom: carromScene,
  word: wordScene,
  ludo: ludoScene,
  blocks: blocksScene,
  mines: minesScene,
  penalty: penaltyScene,
};

/** Names come from the catalogue (and user-facing data), so they are escaped, never trusted. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The game, mode and theme a play address names ("/games/snake/?mode=maze&theme=neon"). */
function launchOf(playUrl: string | undefined): { slug: string; mode: string; theme: string } {
  const [path = '', query = ''] = (playUrl ?? '').split('?');
  const params = new URLSearchParams(query);
  const slug = /^\/games\/([^/]+)\//.exec(path)?.[1] ?? '';
  return { slug, mode: params.get('mode') ?? '', theme: params.get('theme') ?? '' };
}

/** Splits a long name over two lines at the space nearest its middle, so it stays large. */
function nameLines(name: string): string[] {
  if (name.length <= 16) return [name];
  const middle = name.length / 2;
  let cut = -1;
  for (let i = 0; i < name.length; i += 1)
    if (name[i] === ' ' && (cut < 0 || Math.abs(i - middle) < Math.abs(cut - middle))) cut = i;
  return cut < 0 ? [name] : [name.slice(0, cut), name.slice(cut + 1)];
}

/** Font size that keeps the longest line inside `maxWidth` (heavy sans is about 0.6 em a character). */
function fitFontSize(lines: string[], maxWidth: number, maxSize: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(14, Math.min(maxSize, Math.floor(maxWidth / (longest * 0.6))));
}

/** The name, once, in lines of `size` px starting at baseline `y`. */
function nameText(lines: string[], x: number, y: number, size: number, anchor: string, fill: string): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i ? Math.round(size * 1.1) : 0}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text class="name" y="${y}" font-size="${size}" font-weight="800" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

/**
 * A small deterministic SVG of the title's own game in its theme's colours: the scene (board,
 * road, pitch ...) laid out from a hash of the uniqueName, with the mode shown where the board
 * shows it, and the name written once. Thumb is 400x300 with the name in a band below the scene;
 * the banner (1200x500) shows the scene at the right and the name at the left. Both stay under 4 KB.
 */
export function renderGameArt(subject: ArtSubject, variant: ArtVariant): string {
  const h = hash(subject.uniqueName);
  const launch = launchOf(subject.playUrl);
  const themes = Object.keys(THEME_COLOURS);
  const p = THEME_COLOURS[launch.theme] ?? THEME_COLOURS[themes[h % themes.length] ?? 'classic'] ?? THEME_COLOURS.classic;
  if (!p) throw new Error('No theme colours');
  const id = `a${h.toString(36)}`;
  const scene = (SCENES[launch.slug] ?? trophyScene)({ p, d: diceFor(h), mode: launch.mode, id });
  const lines = nameLines(subject.name);
  const background =
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.line}"/>` +
    `<stop offset="1" stop-color="${p.bg}"/></linearGradient></defs>`;
  const open = (w: number, ht: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" ` +
    `font-family="system-ui,sans-serif" role="img" aria-label="${escapeXml(subject.name)}">${background}` +
    `<rect width="${w}" height="${ht}" fill="url(#${id}b)"/>`;
  if (variant === 'banner') {
    const size = fitFontSize(lines, 500, 68);
    return (
      open(1200, 500) +
      `<g transform="translate(560 40) scale(1.6)">${scene}</g>` +
      // The name side fades into the scene without a seam.
      `<defs><linearGradient id="${id}f"><stop offset=".6" stop-color="${p.bg}" stop-opacity=".75"/>` +
      `<stop offset="1" stop-color="${p.bg}" stop-opacity="0"/></linearGradient></defs><rect width="760" height="500" fill="url(#${id}f)"/>` +
      `<text x="64" y="${250 - lines.length * size * 0.55}" font-size="26" font-weight="700" fill="${p.accent2}">${escapeXml(subject.genre.toUpperCase())}</text>` +
      nameText(lines, 64, Math.round(250 - lines.length * size * 0.55 + size * 1.3), size, 'start', p.text) +
      `</svg>`
    );
  }
  const size = fitFontSize(lines, 372, 40);
  const baseline = lines.length > 1 ? 250 : 268;
  return (
    open(400, 300) +
    scene +
    `<rect y="214" width="400" height="86" fill="${p.bg}" opacity=".88"/><rect y="214" width="400" height="4" fill="${p.accent}"/>` +
    nameText(lines, 200, baseline, size, 'middle', p.text) +
    `</svg>`
  );
}
