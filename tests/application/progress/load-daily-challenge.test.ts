import { describe, expect, it } from 'vitest';
import { DAYS_KNOWN_AHEAD } from '../../../src/application/use-cases/progress/load-daily-challenge';
import { progressSetup, roundOf } from './player-progress-fakes';

describe('today’s challenge', () => {
  it('is the same on two phones on the same day in Dhaka, whatever time it is there', async () => {
    const morning = progressSetup('2026-11-27T00:00:00+06:00');
    const night = progressSetup('2026-11-27T23:59:59+06:00');
    const [a, b] = await Promise.all([morning.loadChallenge.execute(), night.loadChallenge.execute()]);
    expect(a.challenge).not.toBeNull();
    expect(a.challenge).toEqual(b.challenge);
  });

  it('counts down to the next midnight in Dhaka', async () => {
    const app = progressSetup('2026-11-27T21:30:00+06:00');
    const today = await app.loadChallenge.execute();
    expect(today.untilNext).toBe(2.5 * 3_600_000);
    expect(today.nextAt).toBe(Date.parse('2026-11-28T00:00:00+06:00'));
  });

  it('knows the next days’ challenges, which are those days’ challenges when they come', async () => {
    const app = progressSetup();
    const { upcoming } = await app.loadChallenge.execute();
    expect(upcoming).toHaveLength(DAYS_KNOWN_AHEAD);
    app.moveClock(1);
    expect((await app.loadChallenge.execute()).challenge).toEqual(upcoming[0]);
  });

  it('shows the day’s result once the scored attempt is played, and none the next day', async () => {
    const app = progressSetup();
    expect((await app.loadChallenge.execute()).result).toBeNull();
    await app.record.execute(roundOf(app.todaysChallenge(), 42));
    expect((await app.loadChallenge.execute()).result).toMatchObject({ score: 42 });
    app.moveClock(1);
    expect((await app.loadChallenge.execute()).result).toBeNull();
  });

  it('is still today’s challenge when the device’s storage cannot be read', async () => {
    const app = progressSetup();
    app.port.failing = true;
    expect(await app.loadChallenge.execute()).toMatchObject({ challenge: app.todaysChallenge(), result: null });
  });
});
