import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { achievementCatalogue, achievementsOf, GAME_GOALS } from '../../src/domain/achievement-catalogue';
import { isMet, NO_PLAY } from '../../src/domain/achievements';
import type { GameModes } from '../../src/domain/game-modes';

const BUNDLED = JSON.parse(readFileSync(new URL('../../public/games/index.json', import.meta.url), 'utf8')) as GameModes[];

describe('the achievement catalogue', () => {
  it('gives every bundled game at least five achievements that the rounds’ ends it sends today can unlock', () => {
    for (const game of BUNDLED) {
      const today = achievementsOf(game).filter((achievement) => achievement.condition.kind !== 'event');
      expect(today.length, game.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('has goals for exactly the bundled games', () => {
    expect(Object.keys(GAME_GOALS).sort()).toEqual(BUNDLED.map((game) => game.slug).sort());
  });

  it('names each achievement once', () => {
    const ids = achievementCatalogue(BUNDLED).map((achievement) => achievement.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for a round in each of the game’s own modes', () => {
    const every = achievementsOf({ slug: 'snake', modes: ['classic', 'wrap', 'maze'] }).find((a) => a.id === 'snake.every-mode')!;
    expect(isMet(every.condition, { ...NO_PLAY, rounds: { classic: 1, wrap: 1 } })).toBe(false);
    expect(isMet(every.condition, { ...NO_PLAY, rounds: { classic: 1, wrap: 1, maze: 1 } })).toBe(true);
  });

  it('unlocks nothing before a game is played', () => {
    expect(achievementCatalogue(BUNDLED).filter((achievement) => isMet(achievement.condition, NO_PLAY))).toEqual([]);
  });
});
