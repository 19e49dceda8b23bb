import { describe, expect, it } from 'vitest';
import { progressSetup, roundOf } from './player-progress-fakes';

describe('recording a finished game', () => {
  it('counts the first attempt at today’s challenge as the day’s result, and starts the streak', async () => {
    const app = progressSetup();
    const outcome = await app.record.execute(roundOf(app.todaysChallenge(), 120));
    expect(outcome.kept).toBe(true);
    expect(outcome.daily).toMatchObject({ counted: true, result: { score: 120 } });
    expect(outcome.streak).toMatchObject({ current: 1, status: 'played-today' });
  });

  it('takes a second attempt the same day as practice: the day’s result and the streak stay', async () => {
    const app = progressSetup();
    await app.record.execute(roundOf(app.todaysChallenge(), 120));
    app.moveClock(0, 2);
    const again = await app.record.execute(roundOf(app.todaysChallenge(), 900));
    expect(again.daily).toMatchObject({ counted: false, practice: true, result: { score: 120 } });
    expect(again.streak.current).toBe(1);
    expect((await app.loadChallenge.execute()).result).toMatchObject({ score: 120 });
  });

  it('does not count the same game with another seed or mode as the challenge, but keeps its best', async () => {
    const app = progressSetup();
    const challenge = app.todaysChallenge();
    const otherSeed = await app.record.execute(roundOf({ ...challenge, seed: challenge.seed + 1 }, 50));
    expect(otherSeed).toMatchObject({ daily: null, newBest: true });
    expect((await app.loadChallenge.execute()).result).toBeNull();
  });

  it('unlocks each achievement once, on the round that earns it', async () => {
    const app = progressSetup();
    const first = await app.record.execute({ game: 'snake', score: 120 });
    expect(first.unlocked.map((achievement) => achievement.id)).toEqual(['snake.first-round', 'snake.score-100']);
    const second = await app.record.execute({ game: 'snake', score: 130 });
    expect(second.unlocked).toEqual([]);
  });

  it('unlocks the every-mode achievement when the last of the game’s modes is finished', async () => {
    const app = progressSetup();
    await app.record.execute({ game: 'snake', key: 'snake', score: 1 });
    await app.record.execute({ game: 'snake', key: 'snake-wrap', score: 1 });
    const last = await app.record.execute({ game: 'snake', key: 'snake-maze', score: 1 });
    expect(last.unlocked.map((achievement) => achievement.id)).toEqual(['snake.every-mode']);
  });

  it('marks the seventh day in a row once', async () => {
    const app = progressSetup();
    let outcome = await app.record.execute(roundOf(app.todaysChallenge(), 1));
    for (let day = 2; day <= 7; day += 1) {
      app.moveClock(1);
      outcome = await app.record.execute(roundOf(app.todaysChallenge(), 1));
    }
    expect(outcome).toMatchObject({ milestone: 7, streak: { current: 7, milestones: [7] } });
    app.moveClock(0, 1);
    expect((await app.record.execute(roundOf(app.todaysChallenge(), 1))).milestone).toBeNull();
  });

  it('ends the day at midnight in Dhaka: a round after it is the next day’s', async () => {
    const app = progressSetup('2026-11-27T23:59:00+06:00');
    const yesterdays = app.todaysChallenge();
    await app.record.execute(roundOf(yesterdays, 10));
    app.setClock('2026-11-28T00:01:00+06:00');
    const late = await app.record.execute(roundOf(yesterdays, 10));
    expect(late.daily).toBeNull();
    expect(late.streak).toMatchObject({ current: 1, status: 'waiting-today' });
  });

  it('never counts a day twice when the clock is moved back', async () => {
    const app = progressSetup();
    await app.record.execute(roundOf(app.todaysChallenge(), 1));
    app.moveClock(1);
    await app.record.execute(roundOf(app.todaysChallenge(), 1));
    app.moveClock(-1);
    const back = await app.record.execute(roundOf(app.todaysChallenge(), 1));
    expect(back.daily).toMatchObject({ counted: false, practice: true });
    expect(back.streak.current).toBe(2);
  });

  it('records nothing of a game the portal does not bundle', async () => {
    const app = progressSetup();
    expect(await app.record.execute({ game: 'unknown', score: 5 })).toMatchObject({ kept: false, unlocked: [] });
    expect(app.port.records.size).toBe(0);
  });

  it('lets the game play on when the device cannot keep progress', async () => {
    const app = progressSetup();
    app.port.failing = true;
    expect(await app.record.execute({ game: 'snake', score: 5 })).toMatchObject({ kept: false, daily: null, unlocked: [] });
  });

  it('counts two rounds that end together both', async () => {
    const app = progressSetup();
    await Promise.all([app.record.execute({ game: 'mines', score: 1 }), app.record.execute({ game: 'mines', score: 2 })]);
    const { achievements } = await app.loadProgress.execute('mines');
    expect(achievements.find((standing) => standing.achievement.id === 'mines.first-round')?.earnedAt).not.toBeNull();
    expect(app.port.records.get('guest')).toMatchObject({ rounds: { 'record-1': { mines: { classic: 2 } } } });
  });

  it('keeps a round that ended just before a logout with the player who played it', async () => {
    const app = progressSetup();
    app.logIn('42');
    const recorded = app.record.execute({ game: 'snake', score: 300 });
    app.logOut();
    await recorded;
    expect(app.port.records.get('user:42')).toMatchObject({ bests: { snake: { classic: { score: 300 } } } });
    expect(app.port.records.has('guest')).toBe(false);
  });
});
