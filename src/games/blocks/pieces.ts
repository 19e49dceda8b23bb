/**
 * Blocks' seven pieces, their four turns and the 7-bag they come from. Pure: the bag draws from
 * the engine's seeded generator.
 */
import { Rng } from '../engine/rng';

export type PieceType = 'I' | 'O' | 'T' | 'S' | 'Z' | 'J' | 'L';
export type Shape = readonly (readonly number[])[];

/** A piece drawn row by row from the top, rows apart by spaces: # marks a filled square. */
const drawn = (rows: string): Shape => rows.split(' ').map((row) => [...row].map((c) => (c === '#' ? 1 : 0)));

/** The pieces in the orientation they appear in; 1 marks a filled square. */
export const SHAPES: Readonly<Record<PieceType, Shape>> = {
  I: drawn('.... #### .... ....'),
  O: drawn('## ##'),
  T: drawn('.#. ### ...'),
  S: drawn('.## ##. ...'),
  Z: drawn('##. .## ...'),
  J: drawn('#.. ### ...'),
  L: drawn('..# ### ...'),
};
export const TYPES = Object.keys(SHAPES) as PieceType[];

/** A square matrix turned a quarter: dir 1 clockwise, -1 the other way. */
export function rotateMatrix(m: Shape, dir: 1 | -1): number[][] {
  const n = m.length;
  return m.map((row, r) => row.map((_, c) => (dir > 0 ? m[n - 1 - c]![r]! : m[c]![n - 1 - r]!)));
}

/** Each piece's four orientations, turned clockwise from the one it appears in (index = turns). */
export const ROTATIONS: Readonly<Record<PieceType, readonly Shape[]>> = Object.fromEntries(
  TYPES.map((type) => {
    const turns: Shape[] = [SHAPES[type]];
    for (let i = 1; i < 4; i += 1) turns.push(rotateMatrix(turns[i - 1]!, 1));
    return [type, turns];
  }),
) as Record<PieceType, Shape[]>;

/**
 * The 7-bag: every run of seven pieces holds each piece once, in a shuffled order, so no piece is
 * ever missing for long and no piece floods the well. Takes the next piece from `bag` (refilled
 * and shuffled when empty), drawing from the generator whose state is `rng`.
 */
export function drawFromBag(bag: PieceType[], rng: number): { type: PieceType; rng: number } {
  let state = rng;
  if (bag.length === 0) {
    const random = new Rng(state);
    bag.push(...random.shuffle(TYPES));
    state = random.state;
  }
  return { type: bag.pop()!, rng: state };
}
