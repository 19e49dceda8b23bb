import { $, blockScrollKeys, fitCanvas, keyDirection, onResize, onSwipe } from '../engine/dom';
import { directionPad } from '../engine/dpad';
import { realtimeGame } from '../engine/realtime';
import { drawBoard, drawSnake } from './draw';
import { MODES, N, newSnake, POINTS, readSnake, step, type Direction, type Ending } from './rules';
import { BANGLA } from './words';

// Snake: the rules tick in rules.ts; this file listens, draws (draw.ts) and tells the engine.

let pending: Direction[] = [];
const { game, play } = realtimeGame({ slug: 'snake', modes: MODES, bangla: BANGLA, readSaved: readSnake });
const { t, variant } = game;

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#board');
const dpad = $('#dpad');
let ctx = fitCanvas(canvas, 1, 1);
let cell = 20;
let background: HTMLCanvasElement | null = null;

const ENDINGS: Record<Ending, string> = {
  wall: t('You hit the wall.'),
  maze: t('You ran into the maze.'),
  self: t('You bit yourself.'),
  full: t('You filled the board!'),
};

/** The dots a round eats before it counts as a clean round. */
const CLEAN_DOTS = 15;

const round = play({
  intro: {
    classic: t('Eat the dots and grow. The edge is a wall and your tail bites.'),
    wrap: t("No walls here: leave one edge and come back at the other. Just don't bite your tail."),
    maze: t('Inner walls block the way: steer through the doors to reach the dots.'),
  }[variant.mode],
  first: newSnake(variant.mode, variant.speed, 0),
  newRound: () => newSnake(variant.mode, variant.speed, game.rng.next() * 2 ** 32),
  shown() {
    pending = [];
  },
  update(snake, dt) {
    const next = step(snake, { turns: pending }, dt);
    pending = [];
    if (next.turns > snake.turns) game.answered();
    // A clean round: fifteen dots eaten without biting the tail or hitting a wall.
    if (next.score >= CLEAN_DOTS * POINTS && snake.score < CLEAN_DOTS * POINTS) game.achieved('clean-round');
    if (next.ending) {
      const reason = ENDINGS[next.ending];
      round.end(next.score, t('Game over'), (best) =>
        t('{reason} Score {score} · Best {best}', { reason, score: next.score, best }),
      );
    }
    return next;
  },
  draw(snake) {
    if (background) ctx.drawImage(background, 0, 0, cell * N, cell * N);
    drawSnake(ctx, snake, cell, variant.theme, performance.now());
  },
});

/** A direction asked: it starts a round from the start or end panel, and is taken at the next step. */
function ask(dir: Direction) {
  if (game.currentPhase === 'ready' || game.currentPhase === 'over') round.start();
  if (round.playing) pending.push(dir);
}

onResize(stage, (w, h) => {
  // The d-pad shows only when portrait leaves room for it under the board.
  const showPad = h - w > 150;
  dpad.hidden = !showPad;
  const avail = Math.min(w - 20, h - 20 - (showPad ? 160 : 0));
  cell = Math.max(8, Math.floor(avail / N)); // whole cells keep the grid crisp
  ctx = fitCanvas(canvas, cell * N, cell * N);
  background = drawBoard(cell, variant.mode, variant.theme);
});

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  const dir = keyDirection(e);
  if (dir) return ask(dir);
  // Space pauses and resumes too, as P does (engine/game.ts: pauseControls).
  if (e.key !== ' ' || e.target instanceof HTMLButtonElement) return;
  if (round.playing) round.pause();
  else if (game.currentPhase === 'paused') round.resume();
});
onSwipe(stage, ask);
directionPad(dpad, game.words, ask);
