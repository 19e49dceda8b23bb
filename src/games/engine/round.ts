import { $ } from './dom';
import { pauseControls, type Game } from './game';
import type { StepInputs } from './inputs';
import { frameLoop } from './loop';

/**
 * The round of a game that moves by itself (snake, breakout, runner…): the start panel with the
 * mode's intro, play in fixed steps, the pause panel, a saved round resumed paused, the HUD's stats
 * and the end panel with the best score. The game gives its rules' step and its drawing; the
 * phases, the panels and the portal's messages are the same for every such game.
 */
export interface RoundHooks {
  /** Puts a new round's state on the board. */
  newRound(): void;
  /** One fixed step of `dt` seconds of the rules, called only while the round is played. */
  update(dt: number): void;
  /** Paints the board: every frame, whatever the phase, so a paused board stays on screen. */
  draw(alpha: number): void;
}

export interface Round {
  /** A new round, played at once. */
  start(): void;
  pause(): void;
  resume(): void;
  /** A saved round is back on the board: it waits paused until the player is ready. */
  resumed(): void;
  /** True while the round is played (not ready, paused or over). */
  readonly playing: boolean;
  /** The HUD's score (#score), told to the portal. */
  score(value: number): void;
  /** Another stat of the HUD (#lives, #level…). */
  stat(id: string, value: number | string): void;
  /** The round ended with this score: reported, and the end panel shows text(best) and its button. */
  end(score: number, title: string, text: (best: number) => string, button?: string): void;
}

export function realtimeRound(
  game: Game<string>,
  hooks: RoundHooks,
  {
    intro,
    step = 1 / 60,
    pauseText,
    inputs,
  }: {
    intro: string;
    step?: number;
    /** The pause panel's words, when the game has its own (the referee holds the kick…). */
    pauseText?: string;
    /** The player's inputs waiting for a step: given to the rules at each played step, before its update. */
    inputs?: Pick<StepInputs<unknown>, 'apply'>;
  },
): Round {
  const { t } = game;
  const stats = new Map<string, HTMLElement>();
  const stat = (id: string, value: number | string) => {
    const el = stats.get(id) ?? $<HTMLElement>(`#${id}`);
    stats.set(id, el);
    const text = String(value);
    if (el.textContent !== text) el.textContent = text;
  };
  const panel = (title: string, text: string, button: string) => game.overlay.show(title, text, button);
  const round: Round = {
    start() {
      hooks.newRound();
      game.overlay.hide();
      game.phase('playing');
    },
    pause() {
      game.phase('paused');
      panel(t('Paused'), pauseText ?? t('Take a breather.'), t('Resume'));
      game.save();
    },
    resume() {
      game.overlay.hide();
      game.phase('playing');
    },
    resumed() {
      game.phase('paused');
      panel(t('Paused'), t('Welcome back: your game is where you left it.'), t('Resume'));
    },
    get playing() {
      return game.currentPhase === 'playing';
    },
    score(value) {
      stat('score', value);
      game.score(value);
    },
    stat,
    end(score, title, text, button = t('Play again')) {
      game.phase('over');
      const best = game.over(score);
      panel(title, text(best), button);
    },
  };
  $('#overlay [data-text]').textContent = intro;
  game.phase('ready');
  pauseControls(game, round);
  frameLoop(
    {
      update(dt) {
        if (game.currentPhase !== 'playing') return;
        inputs?.apply();
        hooks.update(dt);
      },
      draw: hooks.draw,
    },
    { step },
  ).start();
  return round;
}

/**
 * startGame's resume for a game whose round runs in realtimeRound: the saved round is put back on
 * the board as it was, and waits paused until the player is ready. The round is asked for when a
 * save arrives, by then it is set up.
 */
export const resumePaused =
  <S>(show: (saved: S) => void, round: () => Round) =>
  (saved: S): void => {
    show(saved);
    round().resumed();
  };
