import { STRIKER_R, type Piece, type Side } from '../../../src/games/carrom/board';
import { newMatch, tick, type GameEvent, type Match, type Mode } from '../../../src/games/carrom/rules';

/** A fresh game of `mode` for one or two players (speed 2, seed 1). */
export const fresh = (mode: Mode = 'classic', players: 1 | 2 = 1, seed = 1): Match => newMatch(mode, 2, players, seed);

/** The game with some pieces changed: `change` gets copies to edit. */
export function edit(m: Match, change: (pieces: Piece[]) => void): Match {
  const pieces = m.pieces.map((p) => ({ ...p }));
  change(pieces);
  return { ...m, pieces };
}

/** A coin or the striker sent towards a point at a speed. */
export function send(p: Piece, from: [number, number], to: [number, number], speed: number): void {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  p.x = from[0];
  p.y = from[1];
  p.vx = ((to[0] - from[0]) / d) * speed;
  p.vy = ((to[1] - from[1]) / d) * speed;
  p.on = true;
}

/** The game as if `who` had just struck: the pieces roll from here. */
export const rolling = (m: Match, who: Side): Match => ({
  ...m,
  turn: who,
  phase: 'moving',
  cpu: null,
  shot: { who, pocketed: [], foul: false, t: 0 },
});

/** Steps the game until it stops rolling (or `limit` seconds pass); returns the end and every event. */
export function settle(m: Match, limit = 30): { match: Match; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let match = m;
  for (let i = 0; i < limit * 60 && match.phase === 'moving'; i += 1) {
    const r = tick(match, 1 / 60);
    match = r.match;
    events.push(...r.events);
  }
  return { match, events };
}

/** A striker resting out of the way on a baseline. */
export const parkStriker = (pieces: Piece[], y = 865): void => {
  const s = pieces[pieces.length - 1]!;
  Object.assign(s, { x: 800, y, vx: 0, vy: 0, on: true, r: STRIKER_R });
};
