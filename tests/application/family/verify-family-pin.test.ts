import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe('verifying the parent’s PIN', () => {
  it('locks after three wrong PINs for 15 minutes, refusing even the right one, and the lock ends by the clock', async () => {
    const { turnOn, verify, advance, now } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await verify.execute('0000')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(await verify.execute('1111')).toEqual({ code: 'family-pin-wrong', triesLeft: 1 });
    const lockedAt = now();
    expect(await verify.execute('2222')).toEqual({ code: 'family-pin-locked', until: lockedAt + 15 * 60_000 });
    advance(15 * 60_000 - 1);
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-locked', until: lockedAt + 15 * 60_000 });
    advance(1);
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-right' });
  });

  it('starts the count again after the right PIN', async () => {
    const { turnOn, verify } = familySetup();
    await turnOn.execute('4821', LIMITS);
    await verify.execute('0000');
    await verify.execute('0000');
    await verify.execute('4821');
    expect(await verify.execute('0000')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
  });

  it('keeps the lock when the child logs out or in: the count belongs to the device', async () => {
    const { turnOn, verify, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    for (const pin of ['0000', '1111', '2222']) await verify.execute(pin);
    logOut();
    expect((await verify.execute('4821')).code).toBe('family-pin-locked');
  });

  it('counts no try and allows nothing when the device cannot check a PIN', async () => {
    const { turnOn, verify, hasher, book } = familySetup();
    await turnOn.execute('4821', LIMITS);
    hasher.broken = true;
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-unchecked' });
    expect(book.attempts().wrong).toBe(0);
  });

  it('matches no PIN when the kept one cannot be read, rather than turning family mode off', async () => {
    const { verify, port } = familySetup();
    port.saveSettings('guest', { on: true, pin: null, ...LIMITS, setBy: 'guest' });
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
  });

  it('says family mode is off when it is', async () => {
    expect(await familySetup().verify.execute('4821')).toEqual({ code: 'family-mode-off' });
  });
});

describe('PINs tried side by side', () => {
  it('are checked one after another, so a fourth PIN tried at once meets the lock', async () => {
    const { turnOn, verify } = familySetup();
    await turnOn.execute('4821', LIMITS);
    const checks = await Promise.all(['0000', '1111', '2222', '4821'].map((pin) => verify.execute(pin)));
    expect(checks.map((check) => check.code)).toEqual([
      'family-pin-wrong',
      'family-pin-wrong',
      'family-pin-locked',
      'family-pin-locked',
    ]);
  });
});
