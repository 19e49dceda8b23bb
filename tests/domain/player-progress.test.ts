import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  gamePlayOf,
  playedDays,
  readPlayerProgress,
  withGameEvent,
  withRoundFinished,
} from '../../src/domain/player-progress';

describe('a player’s progress', () => {
  it('counts a finished round of its game and mode, and keeps its score as the best', () => {
    let progress = emptyProgress('device-1');
    ({ progress } = withRoundFinished(progress, { game: 'snake', mode: 'wrap', score: 30 }, 5));
    const second = withRoundFinished(progress, { game: 'snake', mode: 'wrap', score: 80 }, 6);
    expect(second.newBest).toBe(true);
    expect(gamePlayOf(second.progress, 'snake')).toEqual({ rounds: { wrap: 2 }, best: { wrap: 80 }, events: new Set() });
    expect(second.progress.bests).toEqual({ snake: { wrap: { score: 80, setAt: 6 } } });
  });

  it('keeps the first time a game sent an event', () => {
    const once = withGameEvent(emptyProgress('d'), 'mines', 'win', 3);
    expect(withGameEvent(once, 'mines', 'win', 9)).toBe(once);
    expect(gamePlayOf(once, 'mines').events).toEqual(new Set(['win']));
  });

  it('lists the days the daily challenge was played', () => {
    const progress = {
      ...emptyProgress('d'),
      daily: { '2025-11-26': { game: 'snake', mode: 'wrap', seed: 1, score: 3, playedAt: 1 } },
    };
    expect(playedDays(progress)).toEqual([20_418]);
  });

  it('reads back what it wrote', () => {
    let progress = withRoundFinished(emptyProgress('device-1'), { game: 'snake', mode: 'wrap', score: 30 }, 5).progress;
    progress = withGameEvent(progress, 'snake', 'clean-round', 5);
    progress = { ...progress, achievements: { 'snake.first-round': { earnedAt: 5 } } };
    progress = { ...progress, daily: { '2025-11-26': { game: 'snake', mode: 'wrap', seed: 1, score: 30, playedAt: 5 } } };
    expect(readPlayerProgress(JSON.parse(JSON.stringify(progress)), 'fresh')).toEqual(progress);
  });

  it('reads a broken record leniently: each broken entry loses only itself', () => {
    const raw = {
      origin: 42,
      daily: {
        '2025-11-26': { game: 'snake', mode: 'wrap', seed: 1, score: 30, playedAt: 5 },
        'not-a-date': {},
        '2025-11-27': { score: -1 },
      },
      bests: { snake: { wrap: { score: 30, setAt: 5 }, maze: { score: 'high' } }, broken: 3 },
      achievements: { 'snake.first-round': { earnedAt: 5 }, 'snake.rounds-10': {} },
      rounds: { d: { snake: { wrap: 2, maze: -1 } }, e: [] },
      events: { snake: { 'clean-round': 5, win: 'yes' } },
    };
    expect(readPlayerProgress(raw, 'fresh')).toEqual({
      origin: 'fresh',
      daily: { '2025-11-26': { game: 'snake', mode: 'wrap', seed: 1, score: 30, playedAt: 5 } },
      bests: { snake: { wrap: { score: 30, setAt: 5 } } },
      achievements: { 'snake.first-round': { earnedAt: 5 } },
      rounds: { d: { snake: { wrap: 2 } } },
      events: { snake: { 'clean-round': 5 } },
    });
    expect(readPlayerProgress(undefined, 'fresh')).toEqual(emptyProgress('fresh'));
    expect(readPlayerProgress('garbage', 'fresh')).toEqual(emptyProgress('fresh'));
  });
});
