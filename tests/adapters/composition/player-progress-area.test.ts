import { describe, expect, it } from 'vitest';
import { LoadDailyChallenge } from '../../../src/application/use-cases/progress/load-daily-challenge';
import { LoadPlayerProgress } from '../../../src/application/use-cases/progress/load-player-progress';
import { MergeGuestProgress } from '../../../src/application/use-cases/progress/merge-guest-progress';
import { RecordFinishedGame } from '../../../src/application/use-cases/progress/record-finished-game';
import { buildContainer } from '../../support/build-container';
import { testPlatform } from '../../support/test-platform';

describe('the player’s progress in the container', () => {
  it('is not bound at start, and comes with the game-actions area, choosing the challenge from the bundled games', async () => {
    const app = buildContainer(testPlatform());
    expect(() => app.resolver.get(LoadDailyChallenge)).toThrow();
    await app.features.ensure('game-actions');
    const today = await app.resolver.get(LoadDailyChallenge).execute();
    expect(today.challenge?.game).toMatch(/^[a-z0-9-]+$/);
    expect(today.untilNext).toBeGreaterThan(0);
    expect(app.resolver.get(LoadPlayerProgress)).toBeInstanceOf(LoadPlayerProgress);
    expect(app.resolver.get(RecordFinishedGame)).toBeInstanceOf(RecordFinishedGame);
    expect(app.resolver.get(MergeGuestProgress)).toBeInstanceOf(MergeGuestProgress);
  });
});
