/**
 * Ludo's board: a 15 × 15 grid with a yard in each corner, a shared track of 52 squares round the
 * cross, and a home column of five squares per colour up to the centre. Pure geometry, shared by the
 * rules (which square a token stands on) and the drawing (where that square is).
 *
 * Seats are numbered clockwise from the top-left yard: 0 green, 1 yellow, 2 blue, 3 red. Red sits
 * bottom-left, so its tokens set off up the left side of the bottom arm.
 */

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** A token's progress: in the yard, 0..50 on the track, 51..55 in its home column, 56 home. */
export const YARD = -1;
export const LAST_TRACK = 50;
export const HOME = 56;

/** The shared track, for the top-left seat, as grid cells [column, row] in walking order. */
export const TRACK: ReadonlyArray<readonly [number, number]> = (() => {
  const cells: Array<[number, number]> = [];
  const walk = (c: number, r: number, dc: number, dr: number, n: number) => {
    for (let i = 0; i < n; i += 1) cells.push([c + dc * i, r + dr * i]);
  };
  walk(1, 6, 1, 0, 5);
  walk(6, 5, 0, -1, 6);
  walk(7, 0, 0, 0, 1);
  walk(8, 0, 0, 1, 6);
  walk(9, 6, 1, 0, 6);
  walk(14, 7, 0, 0, 1);
  walk(14, 8, -1, 0, 6);
  walk(8, 9, 0, 1, 6);
  walk(7, 14, 0, 0, 1);
  walk(6, 14, 0, -1, 6);
  walk(5, 8, -1, 0, 6);
  walk(0, 7, 0, 0, 1);
  walk(0, 6, 0, 0, 1);
  return cells;
})();
export const LAP = TRACK.length; // 52

/** Where each seat's tokens enter the track. */
export const START: Readonly<Record<Seat, number>> = { 0: 0, 1: 13, 2: 26, 3: 39 };

/** Start squares and the star eight squares on from each are safe: nobody is captured there. */
export const SAFE: ReadonlySet<number> = new Set([0, 8, 13, 21, 26, 34, 39, 47]);

/** The track square (0..51) a seat's token with this progress stands on, or null off the track. */
export function square(seat: Seat, progress: number): number | null {
  return progress >= 0 && progress <= LAST_TRACK ? (START[seat] + progress) % LAP : null;
}

/** Rotates a point (in cell units from the board's corner) a quarter turn clockwise per seat. */
export function rotate(x: number, y: number, seat: Seat): [number, number] {
  let [px, py] = [x, y];
  for (let i = 0; i < seat; i += 1) [px, py] = [15 - py, px];
  return [px, py];
}

const PADS: ReadonlyArray<readonly [number, number]> = [
  [1.75, 1.75],
  [4.25, 1.75],
  [1.75, 4.25],
  [4.25, 4.25],
];
const HOME_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [-0.25, -0.3],
  [-0.25, 0.3],
  [0.25, -0.3],
  [0.25, 0.3],
];

/** The centre (in cell units) of the square where a seat's token `idx` with this progress stands. */
export function spot(seat: Seat, progress: number, idx: number): [number, number] {
  if (progress < 0) {
    const [x, y] = PADS[idx % 4]!;
    return rotate(x, y, seat);
  }
  if (progress <= LAST_TRACK) {
    const [c, r] = TRACK[(START[seat] + progress) % LAP]!;
    return [c + 0.5, r + 0.5];
  }
  if (progress < HOME) return rotate(progress - LAST_TRACK + 0.5, 7.5, seat);
  // Home: tokens gather in the seat's triangle of the centre.
  const [ox, oy] = HOME_SPOTS[idx % 4]!;
  return rotate(6.55 + ox * 0.9, 7.5 + oy * 1.4, seat);
}

/** The seat whose yard holds this point (in cell units), or null off the yards. */
export function yardAt(x: number, y: number): Seat | null {
  const side = (v: number) => (v >= 0 && v < 6 ? 0 : v > 9 && v <= 15 ? 1 : null);
  const [col, row] = [side(x), side(y)];
  if (col === null || row === null) return null;
  if (row === 0) return col === 0 ? 0 : 1;
  return col === 0 ? 3 : 2;
}
