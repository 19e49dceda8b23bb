import { mulberry32 } from '../seed/prng';

/**
 * The colours of a game theme, as THEMES in src/games/engine/themes.ts: a title's artwork is
 * drawn in the colours its game will show when the title launches it.
 */
export interface Palette {
  readonly bg: string;
  readonly panel: string;
  readonly line: string;
  readonly accent: string;
  readonly accent2: string;
  readonly pink: string;
  readonly text: string;
  readonly muted: string;
}

export const THEME_COLOURS: Readonly<Record<string, Palette>> = {
  classic: {
    bg: '#0f1020',
    panel: '#1d2045',
    line: '#2e3266',
    accent: '#7c5cff',
    accent2: '#22d3ee',
    pink: '#ff4fa3',
    text: '#f5f5ff',
    muted: '#a8abd8',
  },
  neon: {
    bg: '#07010f',
    panel: '#1a0630',
    line: '#3d0f66',
    accent: '#ff2bd6',
    accent2: '#00f0ff',
    pink: '#fffb00',
    text: '#fdf6ff',
    muted: '#c59be0',
  },
  desert: {
    bg: '#2b1a0c',
    panel: '#4a2e14',
    line: '#6e4520',
    accent: '#f2a33a',
    accent2: '#ffd98a',
    pink: '#e2553d',
    text: '#fff4e2',
    muted: '#d9b98f',
  },
  ocean: {
    bg: '#021b2e',
    panel: '#06324f',
    line: '#0c4d74',
    accent: '#1fb6ff',
    accent2: '#7af0d8',
    pink: '#ff8a65',
    text: '#eefaff',
    muted: '#8fc3de',
  },
  forest: {
    bg: '#0b1f12',
    panel: '#153620',
    line: '#245232',
    accent: '#4cc76a',
    accent2: '#c7e86b',
    pink: '#ff9f43',
    text: '#f0fff2',
    muted: '#9cc7a5',
  },
  night: {
    bg: '#05060d',
    panel: '#11131f',
    line: '#23263a',
    accent: '#5b6cff',
    accent2: '#b8c0ff',
    pink: '#ff5c7a',
    text: '#e9ebff',
    muted: '#8b90b5',
  },
  candy: {
    bg: '#3a0d2e',
    panel: '#5a1848',
    line: '#80266a',
    accent: '#ff6fb5',
    accent2: '#ffd166',
    pink: '#6fffe9',
    text: '#fff0fa',
    muted: '#eab0d4',
  },
  lava: {
    bg: '#1a0500',
    panel: '#3a0d02',
    line: '#5c1a06',
    accent: '#ff5a1f',
    accent2: '#ffc21f',
    pink: '#ff2e63',
    text: '#fff1e8',
    muted: '#e0a58a',
  },
  ice: {
    bg: '#0c1a2b',
    panel: '#15304d',
    line: '#22476e',
    accent: '#7fd3ff',
    accent2: '#e0f7ff',
    pink: '#b69cff',
    text: '#f4fbff',
    muted: '#a6c8e0',
  },
  jungle: {
    bg: '#0d1a06',
    panel: '#1f3a0e',
    line: '#325a16',
    accent: '#8bd346',
    accent2: '#f4d35e',
    pink: '#ee6c4d',
    text: '#f6ffe9',
    muted: '#b4d196',
  },
  royal: {
    bg: '#14082b',
    panel: '#26114d',
    line: '#3c1d72',
    accent: '#9d6bff',
    accent2: '#ffd700',
    pink: '#ff7eb6',
    text: '#fbf6ff',
    muted: '#bfa8e6',
  },
  spooky: {
    bg: '#050805',
    panel: '#121a12',
    line: '#223022',
    accent: '#8aff5c',
    accent2: '#c9a7ff',
    pink: '#ff4d4d',
    text: '#e8ffe0',
    muted: '#8fa88a',
  },
  sunset: {
    bg: '#2a0f24',
    panel: '#4a1a35',
    line: '#6d2a47',
    accent: '#ff7b54',
    accent2: '#ffd56b',
    pink: '#c86bfa',
    text: '#fff3ec',
    muted: '#e3b0b8',
  },
  pitch: {
    bg: '#07240f',
    panel: '#0f3a1b',
    line: '#1a5a2b',
    accent: '#3ddc84',
    accent2: '#ffffff',
    pink: '#ffcc00',
    text: '#f2fff5',
    muted: '#a3d9b1',
  },
};

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
