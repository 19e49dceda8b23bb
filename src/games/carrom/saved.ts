import { COIN_R, formation, STRIKER_M, STRIKER_R, U, type Piece } from './board';
import { paceOf } from './pace';
import type { Match, Mode, Phase } from './rules';
import type { Side } from './board';

/**
 * A saved game read back, checked piece by piece: null when it is not a game this version can
 * resume (another mode, a broken copy, a finished round).
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isSide = (v: unknown): v is Side => v === 'one' || v === 'two';
const COINS = new Set(['w', 'b', 'q']);
const PHASES: readonly Phase[] = ['aim', 'moving', 'cpu'];

function isPiece(v: unknown, kind: string): v is Piece {
  if (!isObject(v) || v.kind !== kind || typeof v.on !== 'boolean') return false;
  const r = kind === 's' ? STRIKER_R : COIN_R;
  const m = kind === 's' ? STRIKER_M : 1;
  return v.r === r && v.m === m && isNum(v.x, 0, U) && isNum(v.y, 0, U) && isNum(v.vx, -1e4, 1e4) && isNum(v.vy, -1e4, 1e4);
}

function piecesOk(v: unknown): v is Piece[] {
  const kinds = [...formation().map((c) => c.kind), 's'];
  return Array.isArray(v) && v.length === kinds.length && v.every((p, i) => isPiece(p, kinds[i]!));
}

function shotOk(v: unknown): boolean {
  return (
    v === null ||
    (isObject(v) &&
      isSide(v.who) &&
      typeof v.foul === 'boolean' &&
      isNum(v.t, 0) &&
      Array.isArray(v.pocketed) &&
      v.pocketed.every((k) => COINS.has(k as string)))
  );
}

function cpuOk(v: unknown): boolean {
  return v === null || (isObject(v) && ['x', 'angle', 'power', 'fromX', 't'].every((k) => isNum(v[k])));
}

export function readMatch(saved: unknown, mode: Mode, speed: 1 | 2 | 3): Match | null {
  const s = saved;
  if (!isObject(s) || s.version !== 1 || s.mode !== mode || s.speed !== speed) return null;
  if (s.players !== 1 && s.players !== 2) return null;
  if (!piecesOk(s.pieces) || !PHASES.includes(s.phase as Phase) || !isSide(s.turn)) return null;
  const pair = (v: unknown, min: number, max: number) => Array.isArray(v) && v.length === 2 && v.every((n) => isNum(n, min, max));
  if (!pair(s.scores, 0, 1e6) || !pair(s.home, 0, U)) return null;
  if (!Number.isInteger(s.strikes) || !isNum(s.strikes, 0, 1e5)) return null;
  if (!isNum(s.timeLeft, 0, paceOf(speed).timeLimit) || !isNum(s.aim, -Math.PI, Math.PI) || !isNum(s.rng, 0, 2 ** 32 - 1))
    return null;
  if (!(s.queenPending === null || isSide(s.queenPending)) || s.end !== null) return null;
  if (!Array.isArray(s.pocketed) || !s.pocketed.every((k) => COINS.has(k as string))) return null;
  if (!shotOk(s.shot) || !cpuOk(s.cpu)) return null;
  if ((s.phase === 'moving') !== (s.shot !== null) || (s.phase === 'cpu') !== (s.cpu !== null)) return null;
  // Every coin is on the board or in a pocket, never both.
  const off = (s.pieces as Piece[]).filter((p) => !p.on && p.kind !== 's').length;
  if (off !== s.pocketed.length) return null;
  return s as unknown as Match;
}
