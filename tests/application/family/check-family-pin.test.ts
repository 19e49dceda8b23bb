import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe('the PIN before cancelling a plan', () => {
  it('is not asked with family mode off', async () => {
    expect(await familySetup().pinCheck.execute()).toEqual({ code: 'family-allowed' });
  });

  it('is asked with family mode on, and only the right PIN allows the step', async () => {
    const { turnOn, pinCheck } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await pinCheck.execute()).toEqual({ code: 'family-pin-needed' });
    expect(await pinCheck.execute('9999')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(await pinCheck.execute('4821')).toEqual({ code: 'family-allowed' });
  });

  it('says at once that the PIN is locked, before asking for one', async () => {
    const { turnOn, pinCheck, now } = familySetup();
    await turnOn.execute('4821', LIMITS);
    for (const pin of ['0000', '1111', '2222']) await pinCheck.execute(pin);
    expect(await pinCheck.execute()).toEqual({ code: 'family-pin-locked', until: now() + 15 * 60_000 });
  });
});
