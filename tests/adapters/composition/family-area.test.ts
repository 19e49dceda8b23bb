import { describe, expect, it } from 'vitest';
import { CheckFamilyPurchase } from '../../../src/application/use-cases/family/check-family-purchase';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { RequestPinResetCode, ResetForgottenPin } from '../../../src/application/use-cases/family/reset-forgotten-pin';
import { FAMILY_MODE_KEY } from '../../../src/adapters/storage/web-family-mode';
import { FamilyGatePort } from '../../../src/application/ports/family-gate.port';
import { buildContainer } from '../../support/build-container';
import { memoryStore } from '../../support/memory-store';
import { testPlatform } from '../../support/test-platform';

describe("the 'family' area", () => {
  it('is not bound at start, and once loaded guards a purchase with family mode kept in the device storage', async () => {
    const storage = memoryStore();
    const app = buildContainer(testPlatform({ storage }));
    expect(app.features.isReady('family')).toBe(false);
    expect(() => app.resolver.get(CheckFamilyPurchase)).toThrow();
    await app.features.ensure('family');
    const limits = { monthlyLimit: 50, dailyMinutes: null, allowedGames: [] };
    expect(await app.resolver.get(TurnOnFamilyMode).execute('4821', limits)).toEqual({ code: 'family-mode-on' });
    expect(await app.resolver.get(CheckFamilyPurchase).execute(5)).toEqual({ code: 'family-pin-needed' });
    expect(storage.dump()[FAMILY_MODE_KEY]).toBeDefined();
    expect(JSON.stringify(storage.dump())).not.toContain('4821');
  });

  it("resets a forgotten PIN through the password-reset code once the 'account' area is loaded too", async () => {
    const app = buildContainer(testPlatform());
    await Promise.all([app.features.ensure('family'), app.features.ensure('account')]);
    expect(app.resolver.get(RequestPinResetCode)).toBeInstanceOf(RequestPinResetCode);
    expect(app.resolver.get(ResetForgottenPin)).toBeInstanceOf(ResetForgottenPin);
  });

  it("is loaded by the billing use cases' family gate when a purchase or a cancellation asks, not with the 'commerce' area", async () => {
    const app = buildContainer(testPlatform());
    await app.features.ensure('commerce');
    const gate = app.resolver.get(FamilyGatePort);
    expect(app.features.isReady('family')).toBe(false);
    await expect(gate.purchase(5)).resolves.toEqual({ code: 'family-allowed' });
    expect(app.features.isReady('family')).toBe(true);
    await app.resolver.get(TurnOnFamilyMode).execute('4821', { monthlyLimit: null, dailyMinutes: null, allowedGames: [] });
    await expect(gate.cancel()).resolves.toEqual({ code: 'family-pin-needed' });
    await expect(gate.cancel('৪৮২১')).resolves.toEqual({ code: 'family-allowed' });
  });
});
