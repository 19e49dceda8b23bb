/**
 * Penalty Kick's scoring: who kicks next, when a run of kicks ends and what it scores. Each list of
 * kicks is true for a goal and false for a miss (kept out, wide, over, off the woodwork).
 */

export type Mode = 'shootout' | 'keeper' | 'sudden';
export const MODES = ['shootout', 'keeper', 'sudden'] as const satisfies readonly [Mode, ...Mode[]];
export type Side = 'you' | 'cpu';
export type Winner = Side | 'draw';

/** Shootout: five kicks each, then sudden death rounds; a draw after this many rounds. */
export const REGULATION = 5;
export const MAX_ROUNDS = 10;
/** Keeper mode: the computer takes this many kicks. */
export const KEEPER_KICKS = 10;
/** Winning the shootout adds this to the score. */
export const WIN_BONUS = 3;

export const goals = (kicks: readonly boolean[]): number => kicks.filter(Boolean).length;
export const kept = (kicks: readonly boolean[]): number => kicks.filter((scored) => !scored).length;

/**
 * The shootout's result, or null while it goes on: it ends as soon as one side cannot catch up in
 * its five kicks; level after five each, it goes to sudden death rounds, won by the side that scores
 * when the other misses in a round, and drawn when still level after MAX_ROUNDS rounds.
 */
export function shootoutDecided(you: readonly boolean[], cpu: readonly boolean[]): Winner | null {
  const a = goals(you);
  const b = goals(cpu);
  if (you.length <= REGULATION && cpu.length <= REGULATION) {
    if (a + (REGULATION - you.length) < b) return 'cpu';
    if (b + (REGULATION - cpu.length) < a) return 'you';
    if (you.length < REGULATION || cpu.length < REGULATION) return null;
  }
  if (you.length !== cpu.length) return null;
  if (a !== b) return a > b ? 'you' : 'cpu';
  return you.length >= MAX_ROUNDS ? 'draw' : null;
}

/** Who takes the first kick: the player shoots first, except in keeper mode where the player keeps. */
export const firstKicker = (mode: Mode): Side => (mode === 'keeper' ? 'cpu' : 'you');

/** After a kick: who kicks next, or null when the game is over. */
export function nextKicker(mode: Mode, you: readonly boolean[], cpu: readonly boolean[]): Side | null {
  if (mode === 'sudden') return you.length === 0 || you[you.length - 1] ? 'you' : null;
  if (mode === 'keeper') return cpu.length >= KEEPER_KICKS ? null : 'cpu';
  if (shootoutDecided(you, cpu) !== null) return null;
  return you.length > cpu.length ? 'cpu' : 'you';
}

/** The score while playing: saves in goal, goals in a row, or both in a shootout. It never goes down. */
export function liveScore(mode: Mode, you: readonly boolean[], cpu: readonly boolean[]): number {
  if (mode === 'keeper') return kept(cpu);
  if (mode === 'sudden') return goals(you);
  return goals(you) + kept(cpu);
}

/** The final score: the live score, plus the bonus for a shootout won. */
export function finalScore(mode: Mode, you: readonly boolean[], cpu: readonly boolean[]): number {
  const bonus = mode === 'shootout' && shootoutDecided(you, cpu) === 'you' ? WIN_BONUS : 0;
  return liveScore(mode, you, cpu) + bonus;
}
