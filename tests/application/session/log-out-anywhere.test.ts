import { describe, expect, it, vi } from 'vitest';
import { LogOutAnywhere } from '../../../src/application/use-cases/session/log-out-anywhere';
import type { FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import type { Logout } from '../../../src/application/use-cases/auth/logout';
import type { EndSession } from '../../../src/application/use-cases/session/end-session';

function setUp(areaLoads: boolean) {
  const features: FeatureAreasPort = {
    ensure: vi.fn(() => (areaLoads ? Promise.resolve() : Promise.reject(new Error('offline')))),
    isReady: () => areaLoads,
  };
  const logout = { execute: vi.fn(() => Promise.resolve()) };
  const endSession = { execute: vi.fn() };
  const useCase = new LogOutAnywhere(features, () => logout as unknown as Logout, endSession as unknown as EndSession);
  return { useCase, features, logout, endSession };
}

describe('log out from any screen', () => {
  it("loads the account area, then logs out through it (the server's logout call included)", async () => {
    const { useCase, features, logout, endSession } = setUp(true);
    await useCase.execute();
    expect(features.ensure).toHaveBeenCalledWith('account');
    expect(logout.execute).toHaveBeenCalledTimes(1);
    expect(endSession.execute).not.toHaveBeenCalled();
  });

  it('still ends the session on this device when the account area cannot be loaded', async () => {
    const { useCase, logout, endSession } = setUp(false);
    await useCase.execute();
    expect(logout.execute).not.toHaveBeenCalled();
    expect(endSession.execute).toHaveBeenCalledTimes(1);
  });
});
