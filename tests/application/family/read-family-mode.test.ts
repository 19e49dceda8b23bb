import { describe, expect, it } from 'vitest';
import { familySetup, LIMITS } from './family-fakes';

describe("reading family mode for the profile's page", () => {
  it('says off when nothing was set, and never shows the PIN or its hash', async () => {
    const { read, turnOn } = familySetup();
    expect(read.execute()).toEqual({ on: false });
    await turnOn.execute('4821', LIMITS);
    const view = read.execute();
    expect(Object.keys(view).sort()).toEqual(['allowedGames', 'dailyMinutes', 'keptFor', 'monthlyLimit', 'on']);
  });
});
