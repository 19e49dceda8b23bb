import { ending, format, RUNS, type Ball, type Innings, type Mode, type Result, type Speed } from './rules';

/** A saved innings read back: checked field by field, so that a broken or foreign copy is refused. */

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isResult = (v: unknown): v is Result => typeof v === 'string' && Object.prototype.hasOwnProperty.call(RUNS, v);
const isAim = (v: unknown) => v === -1 || v === 0 || v === 1;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isBall(v: unknown): v is Ball {
  if (!isObject(v)) return false;
  const { start, line, length, swungAt, hitAt, result, dir } = v;
  if (![start, line, length, dir].every(isNum) || Math.abs(line as number) > 0.6) return false;
  if (!(swungAt === null || isNum(swungAt)) || !(hitAt === null || isNum(hitAt))) return false;
  // A ball is hit with a result, or not hit without one.
  return hitAt === null ? result === null : isResult(result) && swungAt !== null;
}

/** A saved innings of this mode and speed that is still being played, or null. */
export function readSaved(saved: unknown, { mode, speed }: { mode: Mode; speed: Speed }): Innings | null {
  if (!isObject(saved) || saved.mode !== mode || saved.speed !== speed || saved.over !== false) return null;
  const s = saved as unknown as Innings;
  const f = format(mode, speed);
  if (!isObject(s.format) || s.format.balls !== f.balls || s.format.wickets !== f.wickets || s.format.target !== f.target)
    return null;
  if (![s.runs, s.wickets, s.balls, s.rng].every(isCount) || s.rng > 0xffffffff) return null;
  if (![s.clock, s.nextBallAt, s.shownUntil].every(isNum) || s.clock < 0 || !isAim(s.aim)) return null;
  if (!(s.ball === null || isBall(s.ball)) || !(s.last === null || isResult(s.last))) return null;
  // An innings already over has nothing to resume.
  return ending(s) === null ? s : null;
}
