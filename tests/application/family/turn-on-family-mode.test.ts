import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe('turning family mode on', () => {
  it('keeps the settings with the PIN only as a salted hash, never the digits', async () => {
    const { turnOn, port, read } = familySetup();
    expect(await turnOn.execute('4821', LIMITS)).toEqual({ code: 'family-mode-on' });
    expect(read.execute()).toMatchObject({ on: true, ...LIMITS, keptFor: 'own' });
    const kept = [...port.entries.values()].join('\n');
    expect(kept).not.toContain('4821');
    expect(kept).toContain('"salt"');
  });

  it('refuses a PIN that is not four digits and limits out of range, keeping nothing', async () => {
    const { turnOn, port } = familySetup();
    expect(await turnOn.execute('48', { ...LIMITS, dailyMinutes: 0 })).toEqual({
      code: 'family-limits-problem',
      problems: [{ code: 'family-pin-not-four-digits' }, { code: 'family-daily-minutes-invalid', max: 1440 }],
    });
    expect(port.entries.size).toBe(0);
  });

  it('does not let anyone set a new PIN over family mode in force: changing it asks the PIN', async () => {
    const { turnOn, verify } = familySetup();
    await turnOn.execute('4821', LIMITS);
    expect(await turnOn.execute('0000', { ...LIMITS, monthlyLimit: null })).toEqual({ code: 'family-mode-already-on' });
    expect(await verify.execute('4821')).toEqual({ code: 'family-pin-right' });
  });

  it('turned on in an account, stays on after logging out and for another account that never set it', async () => {
    const { turnOn, read, logIn, logOut } = familySetup();
    logIn('parent');
    await turnOn.execute('4821', LIMITS);
    logOut();
    expect(read.execute()).toMatchObject({ on: true, ...LIMITS, keptFor: 'own' });
    logIn('child-made');
    expect(read.execute()).toMatchObject({ on: true, ...LIMITS, keptFor: 'device' });
  });

  it('says so when the device cannot keep the settings or hash the PIN', async () => {
    const full = familySetup();
    full.port.full = true;
    expect(await full.turnOn.execute('4821', LIMITS)).toEqual({ code: 'family-mode-not-saved' });
    const noCrypto = familySetup();
    noCrypto.hasher.broken = true;
    expect(await noCrypto.turnOn.execute('4821', LIMITS)).toEqual({ code: 'family-mode-not-saved' });
    expect(noCrypto.read.execute()).toEqual({ on: false });
  });
});
