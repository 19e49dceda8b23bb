import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

const MINUTE = 60_000;

describe('play time under family mode', () => {
  it('counts nothing and never ends play with family mode off or no daily limit', async () => {
    const off = familySetup();
    expect(off.record.execute(off.now() - 600 * MINUTE, false)).toEqual({ code: 'play-time-unlimited' });
    expect(off.port.entries.size).toBe(0);
    const noLimit = familySetup();
    await noLimit.turnOn.execute('4821', { ...LIMITS, dailyMinutes: null });
    expect(noLimit.record.execute(noLimit.now() - 600 * MINUTE, false)).toEqual({ code: 'play-time-unlimited' });
  });

  it('lets the round in play finish when the limit is reached, then says time is up', async () => {
    const { turnOn, record, ask, now, advance } = familySetup();
    await turnOn.execute('4821', LIMITS);
    let since = now();
    advance(20 * MINUTE);
    expect(record.execute(since, true)).toEqual({ code: 'play-time-left', leftMs: 10 * MINUTE });
    since = now();
    advance(10 * MINUTE);
    expect(record.execute(since, true)).toEqual({ code: 'play-time-last-round' });
    expect(ask.execute(false)).toEqual({ code: 'play-time-up' });
  });

  it('keeps today’s minutes when the child logs out, and starts again the next day in Dhaka', async () => {
    const { turnOn, record, ask, now, advance, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    const since = now();
    advance(30 * MINUTE);
    record.execute(since, false);
    logOut();
    expect(ask.execute(false)).toEqual({ code: 'play-time-up' });
    advance(24 * 60 * MINUTE);
    expect(ask.execute(false)).toEqual({ code: 'play-time-left', leftMs: 30 * MINUTE });
  });
});
