import { THEMES, type Theme } from '../../../games/themes';
import { mulberry32 } from '../seed/prng';

/** The colours of a game theme: a title's artwork is drawn in those its game shows when the title launches it. */
export type Palette = Theme;
export const THEME_COLOURS: Readonly<Record<string, Palette>> = THEMES;

/** Whole numbers in [0, n) drawn from a title's hash: its layout, stable from day to day. */
export type Dice = (n: number) => number;

export function diceFor(seed: number): Dice {
  const rng = mulberry32(seed);
  return (n) => Math.floor(rng() * n);
}

/** FNV-1a: a stable 32-bit hash so the same title always gets the same layout. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** What a scene draws with: the theme's colours, the title's dice, its mode and a unique id prefix. */
export interface SceneInput {
  readonly p: Palette;
  readonly d: Dice;
  readonly mode: string;
  /** Prefix for ids (patterns), unique per title in case several SVGs share one document. */
  readonly id: string;
}

/** A scene draws the game in the 400 x 210 area above the name band of a 400 x 300 thumb. */
export type Scene = (input: SceneInput) => string;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A grid of `size` px cells drawn as one pattern, so a board costs a few bytes, not a rect per cell. */
export const gridPattern = (id: string, size: number, stroke: string): string =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
  `<path d="M${size} 0H0V${size}" fill="none" stroke="${stroke}" stroke-width="2"/></pattern>`;

/** A small label of the mode (TIMED, 5x5, MAZE ...) in the scene's top-left corner. */
export function badge(label: string, p: Palette): string {
  const w = Math.round(label.length * 8.4 + 16);
  return (
    `<rect x="10" y="10" width="${w}" height="24" rx="12" fill="${p.bg}" opacity=".85"/>` +
    `<text x="${10 + w / 2}" y="27" font-size="13" font-weight="700" fill="${p.accent2}" text-anchor="middle">${label}</text>`
  );
}

/** A stopwatch, for the timed modes. */
export const clock = (x: number, y: number, p: Palette): string =>
  `<g fill="none" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round">` +
  `<circle cx="${x}" cy="${y}" r="22" fill="${p.bg}"/><path d="M${x} ${y}V${y - 14}M${x} ${y}l10 6M${x - 6} ${y - 30}h12"/></g>`;

/** A box as [x, y, width, height]. */
export type Box = readonly [number, number, number, number];

/**
 * Many same-coloured boxes as one path, with corners rounded by a matching stroke: a board of
 * tiles costs about 20 bytes a tile, which keeps each artwork under 4 KB.
 */
export function boxes(list: readonly Box[], fill: string, extra = '', stroke = fill): string {
  if (list.length === 0) return '';
  const d = list
    .map(
      ([x, y, w, h]) =>
        `M${Math.round(x + 2)} ${Math.round(y + 2)}h${Math.round(w - 4)}v${Math.round(h - 4)}h${-Math.round(w - 4)}z`,
    )
    .join('');
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

/** Short labels (tile numbers, letters) sharing one style. */
export function labels(list: ReadonlyArray<readonly [number, number, string]>, size: number, fill: string): string {
  if (list.length === 0) return '';
  const items = list.map(([x, y, body]) => `<text x="${Math.round(x)}" y="${Math.round(y)}">${body}</text>`).join('');
  return `<g font-size="${size}" font-weight="800" fill="${fill}" text-anchor="middle">${items}</g>`;
}
