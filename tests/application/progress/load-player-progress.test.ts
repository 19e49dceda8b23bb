import { describe, expect, it } from 'vitest';
import { progressSetup, roundOf } from './player-progress-fakes';

describe('the player’s progress for /home and the profile', () => {
  it('shows the streak of days in a row, and says when a day was missed', async () => {
    const app = progressSetup();
    for (let day = 0; day < 3; day += 1) {
      await app.record.execute(roundOf(app.todaysChallenge(), 10));
      app.moveClock(1);
    }
    expect((await app.loadProgress.execute()).streak).toMatchObject({ current: 3, status: 'waiting-today' });
    app.moveClock(1);
    expect((await app.loadProgress.execute()).streak).toMatchObject({ current: 0, longest: 3, status: 'missed' });
  });

  it('lists each game’s bests per mode with when they were set', async () => {
    const app = progressSetup();
    await app.record.execute({ game: 'snake', key: 'snake-wrap', score: 70 });
    const { bests } = await app.loadProgress.execute();
    expect(bests).toEqual({ snake: { wrap: { score: 70, setAt: app.now() } } });
  });

  it('lists every achievement with the moment it was earned, or none while locked', async () => {
    const app = progressSetup();
    await app.record.execute({ game: 'mines', score: 250 });
    const { achievements } = await app.loadProgress.execute('mines');
    expect(achievements.every((standing) => standing.achievement.game === 'mines')).toBe(true);
    const earned = achievements.filter((standing) => standing.earnedAt !== null).map((standing) => standing.achievement.id);
    expect(earned).toEqual(['mines.first-round', 'mines.score-200']);
    expect(achievements.length).toBeGreaterThanOrEqual(5);
  });

  it('shows no progress rather than failing when the storage cannot be read', async () => {
    const app = progressSetup();
    app.port.failing = true;
    const view = await app.loadProgress.execute();
    expect(view).toMatchObject({ streak: { current: 0, status: 'none' }, bests: {}, daily: {} });
    expect(view.achievements.every((standing) => standing.earnedAt === null)).toBe(true);
  });
});
