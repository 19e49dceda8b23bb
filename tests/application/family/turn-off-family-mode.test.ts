import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe('turning family mode off', () => {
  it('asks the PIN; with the right one family mode is off, for the account and the guest it guarded', async () => {
    const { turnOn, turnOff, read, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    expect(await turnOff.execute('1234')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(read.execute().on).toBe(true);
    expect(await turnOff.execute('4821')).toEqual({ code: 'family-mode-turned-off' });
    expect(read.execute()).toEqual({ on: false });
    logOut();
    expect(read.execute()).toEqual({ on: false });
  });

  it('is not possible by logging out: a child who logs out is still guarded', async () => {
    const { turnOn, purchase, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    logOut();
    expect(await purchase.execute(5)).toEqual({ code: 'family-pin-needed' });
  });
});
