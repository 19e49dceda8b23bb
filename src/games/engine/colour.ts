/** Colour arithmetic the games' painters share: a theme's hex colours read and mixed. */

/** The red, green and blue (0..255) of a #rrggbb colour. */
export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Two #rrggbb colours mixed: t = 0 gives a, 1 gives b; as a CSS rgb() colour. */
export function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return `rgb(${A.map((v, k) => Math.round(v + (B[k]! - v) * t)).join(',')})`;
}
