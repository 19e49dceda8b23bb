import { Rng } from '../../../src/games/engine/rng';
import { dive, nudgeAim, press, step, type Dir, type Penalty, type PenaltyEvent } from '../../../src/games/penalty/rules';

export const DT = 1 / 60;

interface Plan {
  nudge: 'left' | 'right' | 'up' | 'down' | null;
  lockAt: number;
  shootAt: number;
  diveAt: number;
  dir: Dir;
}

/** A player for the tests: its own seeded choices, its plan for the kick under way, and the steps since it began. */
export interface Player {
  rng: number;
  plan: Plan | null;
  since: number;
}

export const player = (seed: number): Player => ({ rng: seed, plan: null, since: 0 });

/**
 * Plays the game in place until it is over (or `steps` have passed), calling `watch` after every
 * step. On its kick the player may nudge the aim, then stops the marker and the meter after a few
 * steps; in goal it dives one way at some step. The player's state carries on between calls, so a
 * game can be stopped, saved, read back and played on.
 */
export function playOut(
  game: Penalty,
  who: Player | number,
  { steps = 200_000, watch }: { steps?: number; watch?: (game: Penalty, event: PenaltyEvent | null) => void } = {},
): Penalty {
  const me = typeof who === 'number' ? player(who) : who;
  for (let n = 0; n < steps && !game.over; n += 1) {
    const plan = (me.plan ??= planFor(me));
    const turn = game.turn!;
    if (me.since === 2 && plan.nudge) nudgeAim(game, plan.nudge);
    if (turn.who === 'you' && turn.phase === 'aim' && me.since >= plan.lockAt) press(game);
    else if (turn.who === 'you' && turn.phase === 'power' && me.since >= plan.shootAt) press(game);
    else if (turn.who === 'cpu' && me.since === plan.diveAt) dive(game, plan.dir);
    const event = step(game, DT);
    me.since += 1;
    watch?.(game, event);
    if (event === 'turn') {
      me.plan = null;
      me.since = 0;
    }
  }
  return game;
}

function planFor(me: Player): Plan {
  const bot = new Rng(me.rng);
  const lockAt = 5 + bot.int(120);
  const plan: Plan = {
    nudge: bot.pick([null, 'left', 'right', 'up', 'down'] as const),
    lockAt,
    shootAt: lockAt + 5 + bot.int(90),
    diveAt: bot.int(110),
    dir: bot.pick([-1, 0, 1] as const),
  };
  me.rng = bot.state;
  return plan;
}
