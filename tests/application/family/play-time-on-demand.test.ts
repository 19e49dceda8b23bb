import { describe, expect, it, vi } from 'vitest';
import type { FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import type { PlayTimeChecks } from '../../../src/application/ports/play-time.port';
import { PlayTimeOnDemand } from '../../../src/application/use-cases/family/play-time-on-demand';
import { familySetup, LIMITS } from './family-fakes';

const MINUTE = 60_000;

/** The play screen's count over family mode's use cases with fake ports, a clock the test moves. */
function playTimeSetup(onDevice = true) {
  const family = familySetup();
  const features = { ensure: vi.fn(async () => undefined), isReady: () => true } satisfies FeatureAreasPort;
  const checks: PlayTimeChecks = {
    ask: (roundInPlay) => family.ask.execute(roundInPlay),
    record: (since, roundInPlay) => family.record.execute(since, roundInPlay),
    grant: (pin) => family.grant.execute(pin),
  };
  const screen = () =>
    new PlayTimeOnDemand(
      () => onDevice,
      features,
      () => checks,
      () => new Date(family.now()),
    );
  return { family, features, screen };
}

describe("the play screen's count of today's play", () => {
  it('fetches nothing of family mode and counts nothing for a visitor without it', async () => {
    const { features, screen, family } = playTimeSetup(false);
    const playTime = screen();
    expect(await playTime.start()).toEqual({ code: 'play-time-unlimited' });
    family.advance(90 * MINUTE);
    expect(playTime.played(false)).toEqual({ code: 'play-time-unlimited' });
    expect(features.ensure).not.toHaveBeenCalled();
  });

  it('lets the round in play finish once the limit is reached, then says time is up', async () => {
    const { family, screen } = playTimeSetup();
    await family.turnOn.execute('4821', { ...LIMITS, dailyMinutes: 10 });
    const playTime = screen();
    expect(await playTime.start()).toEqual({ code: 'play-time-left', leftMs: 10 * MINUTE });
    family.advance(6 * MINUTE);
    expect(playTime.played(true)).toEqual({ code: 'play-time-left', leftMs: 4 * MINUTE });
    family.advance(5 * MINUTE);
    expect(playTime.played(true)).toEqual({ code: 'play-time-last-round' });
    family.advance(MINUTE);
    expect(playTime.played(false)).toEqual({ code: 'play-time-up' });
    // Time up: the minutes while the portal says so are not play.
    family.advance(30 * MINUTE);
    expect(playTime.played(false)).toEqual({ code: 'play-time-up' });
    expect(family.read.execute()).toMatchObject({ minutesPlayedToday: 12 });
  });

  it('keeps the minutes on the device: a reload finds time up at once', async () => {
    const { family, screen } = playTimeSetup();
    await family.turnOn.execute('4821', { ...LIMITS, dailyMinutes: 5 });
    const before = screen();
    await before.start();
    family.advance(6 * MINUTE);
    before.played(false);
    expect(await screen().start()).toEqual({ code: 'play-time-up' });
  });

  it('does not count the time the page is hidden', async () => {
    const { family, screen } = playTimeSetup();
    await family.turnOn.execute('4821', { ...LIMITS, dailyMinutes: 10 });
    const playTime = screen();
    await playTime.start();
    family.advance(2 * MINUTE);
    playTime.pause();
    family.advance(60 * MINUTE);
    playTime.resume();
    family.advance(MINUTE);
    expect(playTime.played(true)).toEqual({ code: 'play-time-left', leftMs: 7 * MINUTE });
  });

  it("grants 15 more minutes with the parent's PIN, in Bangla digits too, and counts on from then; a wrong PIN grants nothing", async () => {
    const { family, screen } = playTimeSetup();
    await family.turnOn.execute('4821', { ...LIMITS, dailyMinutes: 1 });
    const playTime = screen();
    await playTime.start();
    family.advance(MINUTE);
    expect(playTime.played(false)).toEqual({ code: 'play-time-up' });

    expect(await playTime.grant('1111')).toEqual({ code: 'family-pin-wrong', triesLeft: 2 });
    expect(playTime.played(false)).toEqual({ code: 'play-time-up' });
    family.advance(5 * MINUTE);
    expect(await playTime.grant('৪৮২১')).toEqual({
      code: 'family-more-time-granted',
      verdict: { code: 'play-time-left', leftMs: 15 * MINUTE },
    });
    family.advance(10 * MINUTE);
    expect(playTime.played(true)).toEqual({ code: 'play-time-left', leftMs: 5 * MINUTE });
  });
});
