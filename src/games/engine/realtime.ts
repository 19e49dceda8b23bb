import { startGame, type Game } from './game';
import { realtimeRound, type Round } from './round';
import type { Variant } from './variant';
import type { Words } from './words';

/**
 * A game that moves by itself (snake, breakout, runner…), whole: startGame and its round together.
 * The engine keeps the state the rules step, saves it while the round is played or paused, puts a
 * saved one back paused, and keeps the HUD's score and the portal told as the score changes. The
 * game gives its rules' new round and step, and its drawing.
 */
export interface RealtimeSetup<M extends string, S> {
  slug: string;
  modes: readonly [M, ...M[]];
  bangla: Words;
  /** A saved state read back, or null when it is not one this game can resume. */
  readSaved(saved: unknown, variant: Variant<M>): S | null;
}

export interface PlayHooks<S> {
  /** The start panel's words: how to play the title's mode. */
  intro: string;
  /** The state drawn under the start panel, before the first round. */
  first: S;
  /** A new round's state. */
  newRound(): S;
  /** One fixed step of the rules: the next state (the view may end the round from here). */
  update(state: S, dt: number): S;
  draw(state: S, alpha: number): void;
  /** A state was put on the board, a new round's or a saved one's: the view forgets what it kept. */
  shown?(state: S): void;
  step?: number;
  pauseText?: string;
  /**
   * A score that ticks every step (a distance) is told to the portal at most this often, in
   * seconds of play (the HUD shows every change, and the round's end tells the last one).
   */
  reportEvery?: number;
}

export interface RealtimeGame<M extends string, S> {
  readonly game: Game<M>;
  play(hooks: PlayHooks<S>): Round;
}

export function realtimeGame<M extends string, S extends { score: number }>(setup: RealtimeSetup<M, S>): RealtimeGame<M, S> {
  let state: S | undefined;
  let round: Round | undefined;
  let shown: ((state: S) => void) | undefined;
  const show = (next: S) => {
    state = next;
    shown?.(next);
    round?.score(next.score);
  };
  const game: Game<M> = startGame({
    ...setup,
    resume(saved) {
      show(saved);
      round?.resumed();
    },
    snapshot: () =>
      state !== undefined && (game.currentPhase === 'playing' || game.currentPhase === 'paused')
        ? { state, score: state.score }
        : null,
  });
  return {
    game,
    play(hooks) {
      state = hooks.first;
      shown = hooks.shown;
      let sinceReport = 0;
      round = realtimeRound(
        game,
        {
          newRound: () => show(hooks.newRound()),
          update(dt) {
            const before = state!;
            state = hooks.update(before, dt);
            if (state.score === before.score) return;
            sinceReport += dt;
            if (!hooks.reportEvery || sinceReport >= hooks.reportEvery) {
              sinceReport = 0;
              round!.score(state.score);
            } else round!.stat('score', state.score);
          },
          draw: (alpha) => hooks.draw(state!, alpha),
        },
        hooks,
      );
      return round;
    },
  };
}
