import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe("family mode kept per owner, the guest's guarding the device", () => {
  it("keeps an account's settings and the guest's apart once the guest has its own", async () => {
    const { turnOn, read, logIn, logOut } = familySetup();
    await turnOn.execute('1111', { ...LIMITS, monthlyLimit: 10 });
    logIn('parent');
    // The guest's settings guard an account without its own.
    expect(read.execute()).toMatchObject({ on: true, monthlyLimit: 10, keptFor: 'device' });
    logOut();
    expect(read.execute()).toMatchObject({ monthlyLimit: 10, keptFor: 'own' });
  });

  it("does not overwrite the guest's settings in force with another account's", async () => {
    const { turnOn, turnOff, read, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('1111', { ...LIMITS, monthlyLimit: 10 });
    await turnOff.execute('1111');
    // The parent's own "off" is kept: it does not fall back to the guest's.
    logIn('uncle');
    await turnOn.execute('2222', { ...LIMITS, monthlyLimit: 20 });
    logIn('parent');
    expect(read.execute()).toEqual({ on: false });
    logOut();
    expect(read.execute()).toMatchObject({ on: true, monthlyLimit: 20 });
  });

  it("changes the guest's copy with the account that set it", async () => {
    const { turnOn, change, read, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('1111', LIMITS);
    expect(await change.execute('1111', { ...LIMITS, dailyMinutes: 90 })).toEqual({ code: 'family-mode-changed' });
    logOut();
    expect(read.execute()).toMatchObject({ on: true, dailyMinutes: 90 });
  });
});
