import { COIN_R, U, type Piece } from './board';

/**
 * The queen back on the centre spot, or as close to it as there is room: after a foul with the
 * queen, or when it was not covered. Changes the game given (a copy the caller owns).
 */
export function queenBack(m: { pieces: Piece[]; pocketed: string[] }): void {
  const q = m.pieces.find((p) => p.kind === 'q')!;
  const at = m.pocketed.indexOf('q');
  if (at >= 0) m.pocketed.splice(at, 1);
  q.vx = 0;
  q.vy = 0;
  for (let r = 0; r < 400; r += 6) {
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 8) {
      const x = U / 2 + Math.cos(a) * r;
      const y = U / 2 + Math.sin(a) * r;
      if (!m.pieces.some((o) => o !== q && o.on && Math.hypot(o.x - x, o.y - y) < o.r + COIN_R + 1)) {
        q.x = x;
        q.y = y;
        q.on = true;
        return;
      }
      if (r === 0) break;
    }
  }
}
