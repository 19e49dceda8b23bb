/**
 * Achievements: goals drawn from a game's own events, written as data (the catalogue is
 * src/domain/achievement-catalogue.ts) with a pure condition on what the portal has heard of the
 * game. A game tells the portal its rounds' ends with their scores and modes ('game-over' in
 * src/games/protocol.ts), which is enough for rounds played, scores reached and modes finished; a
 * goal only the game can see (a clean round, a win) is a named event the game sends ('achievement'
 * there, docs/decisions/0057). An achievement is unlocked once, with the day it was earned.
 */

export type AchievementCondition =
  /** This many rounds finished, in any mode. */
  | { kind: 'rounds'; count: number }
  /** A round finished with at least this score, in any mode. */
  | { kind: 'score'; atLeast: number }
  /** A round finished in each of these modes. */
  | { kind: 'modes'; modes: readonly string[] }
  /** The game said this happened (an event it sends over the bridge). */
  | { kind: 'event'; event: AchievementEvent };

/** The moments only a game can see, named as the bridge's achievement event names them (GAME_EVENTS). */
export const ACHIEVEMENT_EVENTS = ['win', 'clean-round'] as const;
export type AchievementEvent = (typeof ACHIEVEMENT_EVENTS)[number];
export const isAchievementEvent = (value: unknown): value is AchievementEvent =>
  (ACHIEVEMENT_EVENTS as readonly unknown[]).includes(value);

export interface Achievement {
  /** Stable id, kept with the player's progress: `<game>.<goal>`. */
  id: string;
  /** The game's slug. */
  game: string;
  condition: AchievementCondition;
}

/** What the portal has heard of one game, which every condition reads. */
export interface GamePlay {
  /** Rounds finished, by mode. */
  rounds: Readonly<Record<string, number>>;
  /** The best score of a finished round, by mode. */
  best: Readonly<Record<string, number>>;
  /** The events the game has sent. */
  events: ReadonlySet<string>;
}

export const NO_PLAY: GamePlay = { rounds: {}, best: {}, events: new Set() };

const sum = (values: Readonly<Record<string, number>>) => Object.values(values).reduce((total, value) => total + value, 0);

/** Whether the game's play meets the condition. */
export function isMet(condition: AchievementCondition, play: GamePlay): boolean {
  switch (condition.kind) {
    case 'rounds':
      return sum(play.rounds) >= condition.count;
    case 'score':
      return Object.values(play.best).some((best) => best >= condition.atLeast);
    case 'modes':
      return condition.modes.length > 0 && condition.modes.every((mode) => (play.rounds[mode] ?? 0) > 0);
    case 'event':
      return play.events.has(condition.event);
  }
}

/** An achievement unlocked: when it was earned (ms since epoch; the day is read from it in Dhaka time). */
export interface Unlocked {
  earnedAt: number;
}

export type UnlockedAchievements = Readonly<Record<string, Unlocked>>;

/**
 * The achievements of one game that its play now meets and that were not unlocked before: each is
 * unlocked once, at `at`, and never again (an unlocked one stays unlocked whatever happens later).
 */
export function unlockAchievements(
  catalogue: readonly Achievement[],
  game: string,
  play: GamePlay,
  unlocked: UnlockedAchievements,
  at: number,
): { unlocked: UnlockedAchievements; newly: Achievement[] } {
  const newly = catalogue.filter(
    (achievement) => achievement.game === game && !unlocked[achievement.id] && isMet(achievement.condition, play),
  );
  if (newly.length === 0) return { unlocked, newly };
  const next: Record<string, Unlocked> = { ...unlocked };
  for (const achievement of newly) next[achievement.id] = { earnedAt: at };
  return { unlocked: next, newly };
}

/** Two players' achievements together: every one either has, each with the earlier date. */
export function mergeUnlocked(a: UnlockedAchievements, b: UnlockedAchievements): UnlockedAchievements {
  const merged: Record<string, Unlocked> = { ...a };
  for (const [id, other] of Object.entries(b)) {
    const mine = merged[id];
    merged[id] = mine && mine.earnedAt <= other.earnedAt ? mine : other;
  }
  return merged;
}
