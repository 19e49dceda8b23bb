import { describe, expect, it } from 'vitest';
import { progressSetup, roundOf } from './player-progress-fakes';

describe('a guest’s progress at login', () => {
  it('joins the account: the streak, achievements and bests are still there after logging in', async () => {
    const app = progressSetup();
    for (let day = 0; day < 3; day += 1) {
      if (day > 0) app.moveClock(1);
      await app.record.execute(roundOf(app.todaysChallenge(), 100 + day));
    }
    app.logIn('42');
    await app.merge.execute('42');
    const view = await app.loadProgress.execute();
    expect(view.streak).toMatchObject({ current: 3, status: 'played-today' });
    expect(view.achievements.some((standing) => standing.earnedAt !== null)).toBe(true);
    expect(Object.keys(view.bests).length).toBeGreaterThan(0);
    expect(app.port.records.has('guest')).toBe(false);
  });

  it('counts a day played as a guest and on the account once', async () => {
    const app = progressSetup();
    app.logIn('42');
    await app.record.execute(roundOf(app.todaysChallenge(), 10));
    app.logOut();
    app.moveClock(0, 1);
    await app.record.execute(roundOf(app.todaysChallenge(), 99));
    app.logIn('42');
    await app.merge.execute('42');
    const view = await app.loadProgress.execute();
    expect(Object.values(view.daily)).toHaveLength(1);
    expect(Object.values(view.daily)[0]).toMatchObject({ score: 10 });
    expect(view.streak.current).toBe(1);
  });

  it('merging again merges nothing more', async () => {
    const app = progressSetup();
    await app.record.execute({ game: 'snake', score: 5 });
    app.logIn('42');
    await app.merge.execute('42');
    const once = app.port.records.get('user:42');
    expect(await app.merge.execute('42')).toEqual([]);
    expect(app.port.records.get('user:42')).toEqual(once);
  });

  it('unlocks what the guest and the account earned only together', async () => {
    const app = progressSetup();
    app.logIn('42');
    for (let i = 0; i < 6; i += 1) await app.record.execute({ game: 'snake', score: 1 });
    app.logOut();
    for (let i = 0; i < 4; i += 1) await app.record.execute({ game: 'snake', score: 1 });
    app.logIn('42');
    expect((await app.merge.execute('42')).map((achievement) => achievement.id)).toEqual(['snake.rounds-10']);
  });

  it('leaves a second account on the same phone clean', async () => {
    const app = progressSetup();
    await app.record.execute(roundOf(app.todaysChallenge(), 10));
    app.logIn('42');
    await app.merge.execute('42');
    app.logOut();
    app.logIn('77');
    await app.merge.execute('77');
    const view = await app.loadProgress.execute();
    expect(view).toMatchObject({ streak: { current: 0, status: 'none' }, bests: {}, daily: {} });
    expect(view.achievements.every((standing) => standing.earnedAt === null)).toBe(true);
  });

  it('is never shown to the guest who plays after a logout', async () => {
    const app = progressSetup();
    app.logIn('42');
    await app.record.execute({ game: 'snake', score: 500 });
    app.logOut();
    expect((await app.loadProgress.execute()).bests).toEqual({});
  });

  it('joins the account when its progress is first read, even before the login asked for it', async () => {
    const app = progressSetup();
    await app.record.execute({ game: 'snake', score: 5 });
    app.logIn('42');
    expect((await app.loadProgress.execute()).bests).toMatchObject({ snake: { classic: { score: 5 } } });
    expect(app.port.records.has('guest')).toBe(false);
  });

  it('still shows the account’s own progress when the merge cannot be written, and merges on a later read', async () => {
    const app = progressSetup();
    app.logIn('42');
    await app.record.execute({ game: 'mines', score: 7 });
    app.logOut();
    await app.record.execute({ game: 'snake', score: 5 });
    app.logIn('42');
    app.port.fullDisk = true;
    expect(await app.merge.execute('42')).toEqual([]);
    expect((await app.loadProgress.execute()).bests).toEqual({ mines: { classic: { score: 7, setAt: app.now() } } });
    expect(app.port.records.has('guest')).toBe(true);
    app.port.fullDisk = false;
    expect(Object.keys((await app.loadProgress.execute()).bests).sort()).toEqual(['mines', 'snake']);
  });
});
