import type { Game } from './game';

/**
 * The player's inputs to a game that moves by itself wait for the round's next fixed step, so that
 * the same inputs at the same steps give the same game (a replay, a resumed round). The round
 * (`realtimeRound`'s `inputs`) gives them to the rules in order at its step: one the rules took is an
 * answer the portal hears, and the view shows what it changed.
 */
export interface StepInputs<I> {
  push(input: I): void;
  /** The inputs waiting for the next step, oldest first. */
  readonly waiting: readonly I[];
  /** A new or saved state is on the board: what waited was meant for the old one. */
  clear(): void;
  /** At a step: each waiting input to the rules, in order. */
  apply(): void;
}

export function stepInputs<I>(
  game: Pick<Game<string>, 'answered'>,
  /** Gives one input to the rules: true when it changed the state. */
  take: (input: I) => boolean,
  /** Shows what an input the rules took changed. */
  shown: (input: I) => void,
): StepInputs<I> {
  const waiting: I[] = [];
  return {
    push: (input) => void waiting.push(input),
    waiting,
    clear: () => void (waiting.length = 0),
    apply() {
      for (const input of waiting.splice(0)) {
        if (!take(input)) continue;
        game.answered();
        shown(input);
      }
    },
  };
}
