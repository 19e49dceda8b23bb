import { parseSeed } from './rng';
import { THEMES, type Theme, type ThemeName } from '../themes';

/** The game a catalogue title launches, read from its address. */
export interface Variant<M extends string> {
  mode: M;
  /** 1 (gentle) to 3 (fast): each game says what speed means to it. */
  speed: 1 | 2 | 3;
  themeName: ThemeName;
  theme: Theme;
  /** The seed of the game's one random generator: the same seed and inputs give the same game. */
  seed: number;
}

/**
 * ?mode=<one of modes>&speed=<1|2|3>&theme=<THEMES key>&seed=<0..2^32-1>. Unknown or missing values
 * fall back to the defaults (the first mode, speed 2, the classic theme, a fresh seed), so the bare
 * address always plays. Pure: the address and the fresh seed are given.
 */
export function readVariant<M extends string>(search: string, modes: readonly [M, ...M[]], freshSeed: () => number): Variant<M> {
  const params = new URLSearchParams(search);
  const asked = params.get('mode');
  const mode = modes.find((m) => m === asked) ?? modes[0];
  const speedParam = Number(params.get('speed'));
  const speed = speedParam === 1 || speedParam === 3 ? speedParam : 2;
  const themeParam = params.get('theme') ?? '';
  const themeName = Object.prototype.hasOwnProperty.call(THEMES, themeParam) ? (themeParam as ThemeName) : 'classic';
  return { mode, speed, themeName, theme: THEMES[themeName], seed: parseSeed(params.get('seed')) ?? freshSeed() };
}

/** A seed for a game its address did not seed: the only place a game meets the browser's chance. */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Puts a variant's colours into the shared CSS variables and names it on <html>. */
export function applyVariant(variant: Variant<string>, root: HTMLElement = document.documentElement): void {
  const { theme } = variant;
  const vars: Record<string, string> = {
    '--bg': theme.bg,
    '--panel': theme.panel,
    '--line': theme.line,
    '--accent': theme.accent,
    '--accent-2': theme.accent2,
    '--pink': theme.pink,
    '--text': theme.text,
    '--muted': theme.muted,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.dataset.theme = variant.themeName;
  root.dataset.mode = variant.mode;
}

/**
 * A game's reader of saved rounds for startGame, when its rules read a round for a mode and speed:
 * a round saved in another mode or speed is not this title's, and is not resumed.
 */
export const readForModeAndSpeed =
  <M extends string, S>(read: (saved: unknown, mode: M, speed: Variant<M>['speed']) => S | null) =>
  (saved: unknown, { mode, speed }: Variant<M>): S | null =>
    read(saved, mode, speed);
