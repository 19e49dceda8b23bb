import type { Outcome } from './kicks';
import type { Keeper, Mode, Penalty, Shot, Speed } from './rules';
import { nextKicker } from './shootout';

/** A saved game read back: checked field by field, so that a broken or foreign copy is refused. */

type Check = (v: unknown) => boolean;
const isNum: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBool: Check = (v) => typeof v === 'boolean';
const isDir: Check = (v) => v === -1 || v === 0 || v === 1;
const isSide: Check = (v) => v === 'you' || v === 'cpu';
const OUTCOMES: readonly Outcome[] = ['goal', 'saved', 'post', 'bar', 'wide', 'over'];
const isOutcome: Check = (v) => OUTCOMES.includes(v as Outcome);
const PHASES = ['aim', 'power', 'runup', 'flight', 'after'];

/** True when v is an object whose every named field passes its check. */
function shaped(v: unknown, fields: Record<string, Check>): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return Object.entries(fields).every(([name, check]) => check(o[name]));
}
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const numbers = (...names: string[]): Record<string, Check> => Object.fromEntries(names.map((n) => [n, isNum]));

const isDive: Check = (v) => shaped(v, { dir: isDir, ...numbers('tx', 'th', 'hold') });
const isKicker: Check = (v) => shaped(v, { ...numbers('run', 'kick', 'lean'), running: isBool, look: isDir, cheer: isBool });
const isKeeper: Check = (v) => shaped(v, { dive: orNull(isDive), ...numbers('start', 'ms') }) && (v as Keeper).ms > 0;
const isShot: Check = (v) =>
  shaped(v, {
    who: isSide,
    ...numbers('tx', 'th', 'curve', 'arc', 'power', 'runStart', 'flight', 'tellMs'),
    kickAt: orNull(isNum),
    tellDir: isDir,
    read: isBool,
    outcome: orNull(isOutcome),
    kicker: isKicker,
    keeper: isKeeper,
  });
const isAim: Check = (v) => shaped(v, { ...numbers('x', 'h', 't'), sweeping: isBool, locked: isBool });
const isMeter: Check = (v) => shaped(v, { ...numbers('value', 't'), active: isBool });
const isBall: Check = (v) => shaped(v, numbers('x', 'z', 'h', 'spin', 'vx', 'vz', 'vh'));
const isBanner: Check = (v) => shaped(v, { who: isSide, outcome: isOutcome, read: isBool, ...numbers('goals', 'at') });
const isKicks: Check = (v) => Array.isArray(v) && v.length <= 1000 && v.every((k) => typeof k === 'boolean');

/** A saved game of this mode and speed that is still being played, or null. */
export function readSaved(saved: unknown, { mode, speed }: { mode: Mode; speed: Speed }): Penalty | null {
  const ok = shaped(saved, {
    mode: (v) => v === mode,
    speed: (v) => v === speed,
    ...numbers('clock', 'excite', 'netShake', 'nextAt'),
    you: isKicks,
    cpu: isKicks,
    turn: (v) => shaped(v, { who: isSide, phase: (p) => PHASES.includes(p as string) }),
    aim: orNull(isAim),
    meter: orNull(isMeter),
    shot: isShot,
    ball: isBall,
    banner: orNull(isBanner),
    over: (v) => v === false,
    rng: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff,
  });
  if (!ok) return null;
  const game = saved as Penalty;
  const { turn, shot } = game as Penalty & { turn: NonNullable<Penalty['turn']>; shot: Shot };
  // The kick under way is the turn's; the player's own kick has its aim and meter.
  if (shot.who !== turn.who || game.clock < 0) return null;
  if (turn.who === 'you' && (game.aim === null || game.meter === null)) return null;
  if ((turn.phase === 'aim' || turn.phase === 'power') !== (shot.kickAt === null)) return null;
  // A game already decided has nothing to resume.
  if (turn.phase !== 'after' && nextKicker(game.mode, game.you, game.cpu) !== turn.who) return null;
  return game;
}
