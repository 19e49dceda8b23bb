import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

const MINUTE = 60_000;

describe('15 more minutes with the PIN', () => {
  it('grants 15 minutes for today with the right PIN, and nothing with a wrong one', async () => {
    const { turnOn, record, grant, ask, now, advance } = familySetup();
    await turnOn.execute('4821', LIMITS);
    const since = now();
    advance(30 * MINUTE);
    record.execute(since, false);
    expect(await grant.execute('1111')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(ask.execute(false)).toEqual({ code: 'play-time-up' });
    expect(await grant.execute('4821')).toEqual({
      code: 'family-more-time-granted',
      verdict: { code: 'play-time-left', leftMs: 15 * MINUTE },
    });
    advance(15 * MINUTE);
    record.execute(now() - 15 * MINUTE, false);
    expect(ask.execute(false)).toEqual({ code: 'play-time-up' });
  });
});
