import { Rng } from '../../../src/games/engine/rng';
import { FLIGHT_MS, setAim, step, swing, type Aim, type CricketEvent, type Innings } from '../../../src/games/cricket/rules';

export const DT = 1 / 60;

/** A batter for the tests: its own seeded choices, its plan for the ball coming, and the steps since it was bowled. */
export interface Batter {
  rng: number;
  plan: { aim: Aim; swingAt: number | null } | null;
  since: number;
}

export const batter = (seed: number): Batter => ({ rng: seed, plan: null, since: 0 });

/**
 * Bats the innings in place until it is over (or `steps` have passed), calling `watch` after every
 * step. For each ball the batter picks an aim and a moment to swing, from far too early to too late
 * (or leaves it). Its state carries on between calls, so an innings can be saved, read back and
 * played on.
 */
export function bat(
  innings: Innings,
  who: Batter | number,
  { steps = 100_000, watch }: { steps?: number; watch?: (innings: Innings, event: CricketEvent | null) => void } = {},
): Innings {
  const me = typeof who === 'number' ? batter(who) : who;
  const flightSteps = FLIGHT_MS[innings.speed] / 1000 / DT;
  for (let n = 0; n < steps && !innings.over; n += 1) {
    if (innings.ball && me.plan) {
      if (me.since === 3) setAim(innings, me.plan.aim);
      if (me.since === me.plan.swingAt) swing(innings);
    }
    const event = step(innings, DT);
    me.since += 1;
    watch?.(innings, event);
    if (event === 'bowled') {
      const rng = new Rng(me.rng);
      const aim = rng.pick([-1, 0, 1] as const);
      const swingAt = rng.chance(0.1) ? null : Math.round(flightSteps * rng.range(0.3, 1.05));
      me.plan = { aim, swingAt };
      me.rng = rng.state;
      me.since = 0;
    }
  }
  return innings;
}
