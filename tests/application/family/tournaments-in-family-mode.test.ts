import { describe, expect, it, vi } from 'vitest';
import type { FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import { TournamentsInFamilyMode } from '../../../src/application/use-cases/family/tournaments-in-family-mode';
import { familySetup, LIMITS } from './family-fakes';

function setup(onDevice: boolean) {
  const family = familySetup();
  const features = { ensure: vi.fn(async () => undefined), isReady: () => true } satisfies FeatureAreasPort;
  const rule = new TournamentsInFamilyMode(
    () => onDevice,
    features,
    () => () => family.catalogue.hidesTournaments(),
  );
  return { family, features, rule };
}

describe('tournaments in family mode', () => {
  it('are shown at once to a visitor without family mode, without fetching its code', async () => {
    const { rule, features } = setup(false);
    expect(rule.known()).toBe(false);
    await expect(rule.hidden()).resolves.toBe(false);
    expect(features.ensure).not.toHaveBeenCalled();
  });

  it('are hidden while family mode guards the player, and shown again once it is turned off', async () => {
    const { rule, family } = setup(true);
    expect(rule.known()).toBeNull();
    await family.turnOn.execute('4821', LIMITS);
    await expect(rule.hidden()).resolves.toBe(true);
    await family.turnOff.execute('4821');
    await expect(rule.hidden()).resolves.toBe(false);
  });
});
