import { answered, onHidden, overlay, setPhase, type Overlay, type Phase } from './dom';
import type { GameEvent } from '../protocol';
import { portalLink, type PortalLink } from './portal';
import { Rng } from './rng';
import { applyVariant, freshSeed, readVariant, type Variant } from './variant';
import { chooseLanguage, SHARED_BANGLA, translatePage, wording, type Words, type Wording } from './words';

/** What a game tells the engine when it starts. */
export interface GameSetup<M extends string, S> {
  /** The game's slug (public/games/index.json). */
  slug: string;
  /** The modes its titles can ask for; the first is the default. */
  modes: readonly [M, ...M[]];
  /** The game's own words in Bangla, beside the shared ones. */
  bangla: Words;
  /** A saved state read back: null when it is not one this game can resume (another version, a broken copy). */
  readSaved(saved: unknown, variant: Variant<M>): S | null;
  /**
   * Puts a saved state on the board, as it was when it was saved (its score with it). A game that
   * moves by itself resumes paused, so that the player is ready before it moves again.
   */
  resume(state: S): void;
  /**
   * The state to resume from now, or null when there is nothing worth resuming (a menu, a
   * finished round). Asked when the player leaves (the page is hidden) and every few seconds of play.
   */
  snapshot(): { state: S; score: number } | null;
}

/** The engine's services for one running game. */
export interface Game<M extends string> {
  readonly variant: Variant<M>;
  /** The game's one source of chance, seeded by the variant. */
  readonly rng: Rng;
  readonly words: Wording;
  readonly t: Wording['t'];
  readonly num: Wording['num'];
  readonly overlay: Overlay;
  /** The best score of this game and mode on this device, as far as it is known yet. */
  readonly best: number;
  phase(phase: Phase): void;
  readonly currentPhase: Phase;
  answered(): void;
  /** The score changed. */
  score(score: number): void;
  /** A moment to resume from (after a move): saved at once, not only every few seconds. */
  save(): void;
  /** The round ended with this score: reported, nothing left to resume; returns the best score. */
  over(score: number): number;
  /** A moment that earns an achievement (a win, a clean round) has just happened: told to the portal once. */
  achieved(event: GameEvent): void;
}

/**
 * The game's generator, which remembers its state before its latest draw. Games draw from it only
 * to deal a new round (`game.rng.next()` is the round's own seed), so that state is the seed that
 * deals the same round as a page's first: what a friend's challenge sends.
 */
class RoundRng extends Rng {
  /** The seed of the round the latest draw dealt, or null when none was dealt or a saved round came back. */
  roundSeed: number | null = null;

  override next(): number {
    this.roundSeed = this.state;
    return super.next();
  }
}

/** How often a running game's state is saved besides after each move and when the player leaves. */
export const SAVE_EVERY_MS = 5000;

/**
 * Starts the engine for a game: reads the variant, seeds the generator, puts the page into the
 * player's language, tells the portal the game is running, and asks it for the best score and any
 * game to resume. The game never waits for the answer: it starts fresh at once and is resumed if a
 * saved state arrives before the player has made a move.
 */
export function startGame<M extends string, S>(setup: GameSetup<M, S>, link: PortalLink = portalLink(setup.slug)): Game<M> {
  const html = document.documentElement;
  if (link.embedded || new URLSearchParams(location.search).get('embedded') === '1') html.classList.add('embedded');

  const variant = readVariant(location.search, setup.modes, freshSeed);
  applyVariant(variant);
  const bangla = { ...SHARED_BANGLA, ...setup.bangla };
  const words = wording(
    chooseLanguage(location.hash, navigator.languages?.length ? navigator.languages : [navigator.language]),
    bangla,
  );
  translatePage(words, bangla);
  // The portal changes the fragment when the player switches language while the game is open: the
  // page starts again in the other language (its words were set at start). Its progress is saved.
  window.addEventListener('hashchange', () => {
    if (chooseLanguage(location.hash, navigator.languages ?? []) !== words.lang) location.reload();
  });

  // A 3×3 board's best is not a 5×5 board's: progress is kept per game and mode.
  const key = variant.mode === setup.modes[0] ? setup.slug : `${setup.slug}-${variant.mode}`;
  let best = 0;
  let phase: Phase = 'ready';
  let moves = 0;
  let lastSaved = '';
  let lastScore: number | null = null;
  const rng = new RoundRng(variant.seed);
  const achieved = new Set<GameEvent>();

  const showBest = () => {
    const el = document.querySelector('#best');
    if (el) el.textContent = words.num(best);
  };
  const save = () => {
    // A board nobody has touched yet is not worth keeping, and keeping it would overwrite the round
    // the portal is about to hand back for resuming.
    if (moves === 0) return;
    const snap = setup.snapshot();
    if (!snap) return;
    const text = JSON.stringify(snap);
    if (text === lastSaved) return;
    lastSaved = text;
    link.send({ type: 'save', key, score: snap.score, state: snap.state });
  };

  link.onProgress(key, (progress) => {
    best = Math.max(best, progress.best);
    showBest();
    if (progress.state === null || moves > 0) return;
    const state = setup.readSaved(progress.state, variant);
    if (state === null) return;
    // A round resumed from a save was dealt by another page: its seed is not known here.
    rng.roundSeed = null;
    setup.resume(state);
  });
  link.send({ type: 'progress-request', key });
  onHidden(save);
  window.setInterval(() => {
    if (phase === 'playing') save();
  }, SAVE_EVERY_MS);
  showBest();

  return {
    variant,
    rng,
    words,
    t: words.t,
    num: words.num,
    overlay: overlay(),
    get best() {
      return best;
    },
    get currentPhase() {
      return phase;
    },
    phase(next) {
      phase = next;
      setPhase(next);
    },
    answered() {
      moves += 1;
      answered();
    },
    score(score) {
      if (score === lastScore) return;
      lastScore = score;
      link.send({ type: 'score', score });
    },
    save,
    over(score) {
      lastScore = score;
      lastSaved = '';
      best = Math.max(best, score);
      showBest();
      link.send(
        rng.roundSeed === null ? { type: 'game-over', score, key } : { type: 'game-over', score, key, seed: rng.roundSeed },
      );
      return best;
    },
    achieved(event) {
      if (achieved.has(event)) return;
      achieved.add(event);
      link.send({ type: 'achievement', event, key });
    },
  };
}

/**
 * The pause controls every game shares: the #pause button and P toggle pause, Escape pauses, the
 * overlay's button resumes a paused game or starts a new round, and the game pauses when the page is
 * hidden.
 */
export function pauseControls(
  game: Game<string>,
  { pause, resume, start }: { pause(): void; resume(): void; start(): void },
): void {
  const toggle = () => {
    if (game.currentPhase === 'playing') pause();
    else if (game.currentPhase === 'paused') resume();
  };
  onHidden(() => {
    if (game.currentPhase === 'playing') pause();
  });
  document.querySelector('#pause')?.addEventListener('click', toggle);
  document
    .querySelector('#overlay [data-btn]')
    ?.addEventListener('click', () => (game.currentPhase === 'paused' ? resume() : start()));
  window.addEventListener('keydown', (e) => {
    if (e.key === 'p' || e.key === 'P') toggle();
    else if (e.key === 'Escape' && game.currentPhase === 'playing') pause();
  });
}
