import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe('changing family mode', () => {
  it('asks the PIN and keeps nothing without the right one', async () => {
    const { turnOn, change, read } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await change.execute('0000', { ...LIMITS, monthlyLimit: null })).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(read.execute()).toMatchObject({ monthlyLimit: 50 });
    expect(await change.execute('4821', { ...LIMITS, monthlyLimit: null, allowedGames: ['snake-classic'] })).toEqual({
      code: 'family-mode-changed',
    });
    expect(read.execute()).toMatchObject({ monthlyLimit: null, allowedGames: ['snake-classic'] });
  });

  it('changes the PIN to a new one, kept as a hash', async () => {
    const { turnOn, change, verify, port } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await change.execute('4821', LIMITS, '7306')).toEqual({ code: 'family-mode-changed' });
    expect(await verify.execute('7306')).toEqual({ code: 'family-pin-right' });
    expect((await verify.execute('4821')).code).toBe('family-pin-wrong');
    expect([...port.entries.values()].join('\n')).not.toMatch(/7306|4821/);
  });

  it('refuses a new PIN that is not four digits before asking anything', async () => {
    const { turnOn, change, book } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await change.execute('0000', LIMITS, '12')).toEqual({
      code: 'family-limits-problem',
      problems: [{ code: 'family-pin-not-four-digits' }],
    });
    expect(book.attempts().wrong).toBe(0);
  });
});
