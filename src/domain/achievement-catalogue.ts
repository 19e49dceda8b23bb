import type { Achievement, AchievementEvent } from './achievements';
import type { GameModes } from './game-modes';

/**
 * Each bundled game's achievements, as data. Every game has the same kinds of goal, with numbers of
 * its own: a first round finished, 10 and 50 rounds played, a good and a great score for that game,
 * a round finished in every mode, and one moment only the game can see (a win, a clean round), which
 * the game sends over the bridge ('achievement' in src/games/protocol.ts) when it happens; what that
 * moment is in each game is the game's own (src/games/<slug>/main.ts), and the screens say it.
 */

interface GameGoals {
  /** A good score and a great one, in the game's own points. */
  scores: readonly [number, number];
  /** The moment only the game can tell: a win (against someone, a boss or the board), else a round without a slip. */
  event: AchievementEvent;
}

/** The scores are set from each game's points (src/games/<slug>/rules.ts): a good round and a great one. */
export const GAME_GOALS: Readonly<Record<string, GameGoals>> = {
  snake: { scores: [100, 300], event: 'clean-round' },
  '2048': { scores: [1000, 5000], event: 'win' },
  memory: { scores: [800, 1500], event: 'clean-round' },
  breakout: { scores: [500, 2000], event: 'clean-round' },
  runner: { scores: [200, 1000], event: 'clean-round' },
  quiz: { scores: [500, 1000], event: 'clean-round' },
  cricket: { scores: [50, 100], event: 'win' },
  racer: { scores: [500, 2000], event: 'clean-round' },
  shooter: { scores: [1000, 5000], event: 'win' },
  carrom: { scores: [50, 120], event: 'win' },
  word: { scores: [100, 300], event: 'clean-round' },
  ludo: { scores: [200, 400], event: 'win' },
  blocks: { scores: [1000, 5000], event: 'clean-round' },
  mines: { scores: [200, 500], event: 'win' },
  penalty: { scores: [3, 5], event: 'win' },
};

/** The rounds played that are marked. */
export const ROUNDS_GOALS = [10, 50] as const;

/** One game's achievements: the shared goals, and its scores and moment when it has them. */
export function achievementsOf(game: GameModes): Achievement[] {
  const { slug, modes } = game;
  const goals = GAME_GOALS[slug];
  const achievements: Achievement[] = [
    { id: `${slug}.first-round`, game: slug, condition: { kind: 'rounds', count: 1 } },
    ...ROUNDS_GOALS.map((count): Achievement => ({
      id: `${slug}.rounds-${count}`,
      game: slug,
      condition: { kind: 'rounds', count },
    })),
  ];
  if (modes.length > 1) achievements.push({ id: `${slug}.every-mode`, game: slug, condition: { kind: 'modes', modes } });
  if (goals) {
    for (const atLeast of goals.scores)
      achievements.push({ id: `${slug}.score-${atLeast}`, game: slug, condition: { kind: 'score', atLeast } });
    achievements.push({ id: `${slug}.${goals.event}`, game: slug, condition: { kind: 'event', event: goals.event } });
  }
  return achievements;
}

/** Every game's achievements. */
export const achievementCatalogue = (games: readonly GameModes[]): Achievement[] => games.flatMap(achievementsOf);
