import type { LeaderboardEntry } from './leaderboard';

/** How many players above and below the player's own row "Around me" shows. */
export const AROUND_ME = 2;

/**
 * Where the signed-in player stands on a board: their row, the player just above them, the points
 * they need to pass that player (one more than the gap: a tie does not pass), and the rows around
 * them. The board is best first, as the server sends it.
 */
export interface OwnStanding {
  entry: LeaderboardEntry;
  /** The row's place in the board (0-based), so a windowed board can tell whether it is on screen. */
  index: number;
  /** The player just above; null for the leader. */
  above: LeaderboardEntry | null;
  /** Points needed to pass the player above; null for the leader. */
  pointsToPass: number | null;
  /** Up to AROUND_ME players above, the player, and up to AROUND_ME below, in board order. */
  around: readonly LeaderboardEntry[];
}

export function ownStanding(entries: readonly LeaderboardEntry[], userId: string | null): OwnStanding | null {
  if (!userId) return null;
  const index = entries.findIndex((entry) => entry.userId === userId);
  if (index < 0) return null;
  const entry = entries[index]!;
  const above = index > 0 ? entries[index - 1]! : null;
  return {
    entry,
    index,
    above,
    pointsToPass: above ? Math.max(1, above.score - entry.score + 1) : null,
    around: entries.slice(Math.max(0, index - AROUND_ME), index + AROUND_ME + 1),
  };
}

/** Where a row sits relative to the screen, in page pixels. */
export interface RowBox {
  top: number;
  bottom: number;
}

export type PinSide = 'top' | 'bottom' | null;

/** The room the pinned row needs over the board, so it never floats over what is above or below the board. */
export const PIN_ROOM_PX = 96;

/**
 * Which edge the player's own row is pinned to: the edge it is off screen beyond, or none while it
 * is in view. A windowed board keeps only the rows near the screen in the page; when the own row is
 * not among them (`row` null), its place against the first row shown says which side it is on.
 * `view` is the visible part of the page (below the top bar, above the bottom navigation). The row
 * is pinned only over the board itself: while the board is off screen, or shows too little of
 * itself at that edge, nothing is pinned.
 */
export function pinSide(input: {
  row: RowBox | null;
  /** Where the board (the table) is. */
  board: RowBox;
  view: RowBox;
  ownIndex: number;
  /** The board places of the first and last rows in the page; null when none is. */
  shown: { first: number; last: number } | null;
}): PinSide {
  const side = offScreenSide(input);
  const { board, view } = input;
  if (side === 'top' && board.bottom < view.top + PIN_ROOM_PX) return null;
  if (side === 'bottom' && board.top > view.bottom - PIN_ROOM_PX) return null;
  return side;
}

function offScreenSide({ row, view, ownIndex, shown }: Parameters<typeof pinSide>[0]): PinSide {
  if (row) {
    if (row.bottom <= view.top) return 'top';
    if (row.top >= view.bottom) return 'bottom';
    return null;
  }
  if (!shown) return 'bottom';
  return ownIndex < shown.first ? 'top' : 'bottom';
}
