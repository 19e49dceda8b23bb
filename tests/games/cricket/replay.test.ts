import { describe, expect, it } from 'vitest';
import { MODES, newInnings, type Innings } from '../../../src/games/cricket/rules';
import { replays } from '../replay';
import { bat, batter } from './bot';

const BATTER = 13;
const end = (innings: Innings) => ({ runs: innings.runs, wickets: innings.wickets, balls: innings.balls, rng: innings.rng });

describe('cricket replays', () => {
  it.each(MODES)('the same seed and the same swings give the same %s innings and runs', (mode) => {
    replays((seed) => bat(newInnings(mode, 2, seed), BATTER), end);
  });

  it.each(MODES)('a %s innings saved mid-ball and read back continues as the uninterrupted one would', (mode) => {
    const whole = bat(newInnings(mode, 2, 42), BATTER);
    const me = batter(BATTER);
    const first = bat(newInnings(mode, 2, 42), me, { steps: 60 });
    expect(first.over).toBe(false);
    expect(first.ball).not.toBeNull();
    const resumed = bat(JSON.parse(JSON.stringify(first)) as Innings, me);
    expect(resumed).toEqual(whole);
  });
});
