import type { Theme } from '../themes';

/**
 * Tile colours for a themed title: a ramp from the theme's panel through its accents, one step per
 * doubling, with dark or light digits by brightness. The classic theme keeps the hand-tuned colours
 * of style.css (null).
 */
export function tilePalette(themeName: string, theme: Theme): Array<[string, string]> | null {
  if (themeName === 'classic') return null;
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [line, accent, pink, accent2] = [theme.line, theme.accent, theme.pink, theme.accent2].map(rgb) as number[][];
  // The smallest tile starts halfway from the grid lines to the accent so a 2 stands out from an empty cell.
  const stops = [line!.map((v, j) => Math.round((v + accent![j]!) / 2)), accent!, pink!, accent2!];
  const steps = 12; // 2 .. 4096
  const out: Array<[string, string]> = [];
  for (let i = 0; i < steps; i += 1) {
    const at = (i / (steps - 1)) * (stops.length - 1);
    const from = Math.min(Math.floor(at), stops.length - 2);
    const a = stops[from]!;
    const b = stops[from + 1]!;
    const k = at - from;
    const c = a.map((v, j) => Math.round(v + (b[j]! - v) * k));
    const light = 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]! > 150;
    out.push([`rgb(${c.join(',')})`, light ? theme.bg : '#fff']);
  }
  return out;
}
