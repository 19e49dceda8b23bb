import fc from 'fast-check';
import { Rng } from '../../../src/games/engine/rng';
import { legalMoves, move, newGame, roll, type Ludo, type Mode, type Setup, type Step } from '../../../src/games/ludo/rules';

/** Helpers of Ludo's rule tests: tables, placed tokens, rigged dice and whole games played. */

export const SOLO: Setup = { people: 1, computers: 1, strength: 'normal' };
export const TRIO: Setup = { people: 3, computers: 0, strength: 'normal' };

/** A game with its players' tokens where the test wants them. */
export function placed(tokens: number[][], { mode = 'classic' as Mode, people = 1, seed = 1 } = {}): Ludo {
  const game = newGame(mode, { people, computers: tokens.length - people, strength: 'normal' }, seed);
  return { ...game, players: game.players.map((p, i) => ({ ...p, tokens: [...tokens[i]!] })) };
}

/** The generator state whose next roll is this face (found once, deterministic). */
export function stateRolling(...faces: number[]): number {
  for (let seed = 0; ; seed += 1) {
    const rng = new Rng(seed);
    if (faces.every((face) => 1 + rng.int(6) === face)) return seed;
  }
}

/** The game after the player whose turn it is rolled `die` (a rigged generator). */
export function rolled(game: Ludo, die: number): Step {
  return roll({ ...game, phase: 'roll', rng: stateRolling(die) });
}

/** Every step of a game played to its end (or `limit` rolls): each move chosen by `pick` among the legal ones. */
export function playOut(
  start: Ludo,
  pick: (game: Ludo, count: number) => number,
  limit = 3000,
): Array<{ before: Ludo; step: Step }> {
  const steps: Array<{ before: Ludo; step: Step }> = [];
  let game = start;
  for (let i = 0; i < limit && game.phase !== 'over'; i += 1) {
    const before = game;
    const step = game.phase === 'roll' ? roll(game) : move(game, legalMoves(game)[pick(game, legalMoves(game).length)]!.token)!;
    steps.push({ before, step });
    game = step.game;
  }
  return steps;
}

/** Any table the setup panel allows. */
export const anySetup = fc
  .record({
    people: fc.integer({ min: 1, max: 4 }),
    computers: fc.integer({ min: 0, max: 3 }),
    strength: fc.constantFrom('easy', 'normal', 'hard'),
  } as const)
  .filter(({ people, computers }) => people + computers >= 2 && people + computers <= 4);
export const anyMode = fc.constantFrom<Mode>('classic', 'four', 'quick');
export const anySeed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
