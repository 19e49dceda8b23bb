import { blockScrollKeys, canvasOnStage, fitCanvas, onResize } from '../engine/dom';
import { realtimeGame } from '../engine/realtime';
import { drawObstacles, drawRunner, drawWorld, type View } from './draw';
import { MIN_WIDTH, MODES, newRunner, readRunner, SPRINT_S, step } from './rules';
import { BANGLA } from './words';

// Runner: the rules are in rules.ts; this file listens, draws (draw.ts) and tells the engine.

const MIN_H = 270;
const { game, play } = realtimeGame({ slug: 'runner', modes: MODES, bangla: BANGLA, readSaved: readRunner });
const { t, variant } = game;
const T = variant.theme;

const { stage, canvas, ctx: ctx0 } = canvasOnStage('#view');
const view: View = { ctx: ctx0, W: MIN_WIDTH, H: MIN_H, groundY: 230, sky: ctx0.createLinearGradient(0, 0, 0, 1) };
let holding = false;
let pressed = false;
/** Whether this round's runner has hit an obstacle (a sprint goes on after a crash). */
let slipped = false;
/** The metres a round runs without hitting anything to count as a clean round. */
const CLEAN_METRES = 300;

const round = play({
  intro: {
    endless: t('Tap or press Space to jump over obstacles. Hold for a higher jump. It keeps getting faster!'),
    hurdles: t('A track packed with hurdles, close together. Tap or Space to jump; hold for a higher jump.'),
    sprint: t('Run as far as you can in 60 seconds. A crash costs you your pace, not the race.'),
  }[variant.mode],
  first: newRunner(variant.mode, variant.speed, 0, view.W),
  newRound: () => newRunner(variant.mode, variant.speed, game.rng.next() * 2 ** 32, view.W),
  shown(state) {
    pressed = false;
    slipped = state.stumble > 0;
  },
  reportEvery: 0.5,
  update(state, dt) {
    const next = step(state, { press: pressed, hold: holding, width: view.W }, dt);
    pressed = false;
    if (next.jumps > state.jumps) game.answered();
    const score = next.score;
    if (next.stumble > state.stumble || next.ending === 'crash') slipped = true;
    if (!slipped && state.score < CLEAN_METRES && score >= CLEAN_METRES) game.achieved('clean-round');
    if (next.ending === 'time')
      round.end(
        score,
        t('Time!'),
        (best) => t('You ran {score} m in {seconds} seconds. Best {best} m.', { score, seconds: SPRINT_S, best }),
        t('Run again'),
      );
    else if (next.ending) round.end(score, t('Game over'), (best) => t('You ran {score} m. Best {best} m.', { score, best }));
    return next;
  },
  draw(state) {
    const now = performance.now();
    drawWorld(view, state, T);
    const { ctx, W, H, groundY } = view;
    if (state.mode === 'sprint') {
      // The seconds left, large, at the top of the sky.
      const left = Math.max(0, SPRINT_S - state.elapsed);
      ctx.textAlign = 'center';
      ctx.font = '800 34px system-ui, sans-serif';
      ctx.fillStyle = left < 10 ? T.pink : T.text;
      ctx.fillText(t('{seconds} s', { seconds: left.toFixed(1) }), W / 2, Math.max(44, groundY - 170));
      ctx.font = '600 14px system-ui, sans-serif';
      ctx.fillStyle = T.muted;
      ctx.fillText(t('{metres} m', { metres: state.score }), W / 2, Math.max(66, groundY - 146));
      ctx.textAlign = 'start';
    }
    if (round.playing && state.elapsed < 4 && H - groundY > 70) {
      // A reminder in the first seconds, in the spare ground of a tall screen.
      ctx.fillStyle = T.muted;
      ctx.globalAlpha = Math.min(1, 4 - state.elapsed);
      ctx.font = '600 18px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(t('Tap anywhere to jump'), W / 2, groundY + 60);
      ctx.textAlign = 'start';
      ctx.globalAlpha = 1;
    }
    drawObstacles(view, state, T);
    drawRunner(view, state, round.playing, now, T);
  },
});

onResize(stage, (w, h) => {
  // At least 480 × 270 units show; more room shows more sky and ground, the same game.
  const scale = Math.min(w / MIN_WIDTH, h / MIN_H);
  view.W = w / scale;
  view.H = h / scale;
  // In a tall view the horizon stays a little above the bottom, so the action sits near the middle.
  view.groundY = Math.min(view.H - 40, Math.max(MIN_H - 40, view.H * 0.62));
  view.ctx = fitCanvas(canvas, w, h);
  view.ctx.scale(scale, scale);
  view.sky = view.ctx.createLinearGradient(0, 0, 0, view.groundY);
  view.sky.addColorStop(0, T.bg);
  view.sky.addColorStop(1, T.line);
});

/** A jump pressed: it starts a round from the start panel, and is taken at the next step. */
function press() {
  if (game.currentPhase === 'ready') round.start();
  if (!round.playing) return;
  holding = true;
  pressed = true;
}
const release = () => {
  holding = false;
};

stage.addEventListener('pointerdown', (e) => {
  if (e.target instanceof Element && e.target.closest('button')) return;
  e.preventDefault();
  press();
});
stage.addEventListener('pointerup', release);
stage.addEventListener('pointercancel', release);

blockScrollKeys();
const isJumpKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'ArrowUp' || e.key === 'w' || e.key === 'W';
window.addEventListener('keydown', (e) => {
  if (isJumpKey(e) && !e.repeat && !(e.target instanceof HTMLButtonElement)) press();
});
window.addEventListener('keyup', (e) => {
  if (isJumpKey(e)) release();
});
