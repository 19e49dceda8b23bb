/** The colours a theme sets: the shared CSS variables, and what canvas games draw with. */
export interface Theme {
  bg: string;
  panel: string;
  line: string;
  accent: string;
  accent2: string;
  pink: string;
  text: string;
  muted: string;
}

/**
 * Colour themes a catalogue title can ask for with ?theme=<name>. Each sets the shared CSS
 * variables of base.css, and games that draw on a canvas read the same colours from the variant.
 */
export const THEMES = {
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
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;
