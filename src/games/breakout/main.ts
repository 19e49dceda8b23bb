import { blockScrollKeys, canvasOnStage, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { realtimeGame } from '../engine/realtime';
import { H, W } from './bricks';
import { Chips, colourOf, drawBricks, drawField, drawPaddleAndBall, rowColours } from './draw';
import { LIVES, MODES, newBreakout, PADDLE_W, PADDLE_Y, readBreakout, step, type BrickHit, type BreakoutInput } from './rules';
import { BANGLA } from './words';

// Breakout: the rules are in rules.ts and bricks.ts; this file listens, draws (draw.ts) and tells the engine.

const { game, play } = realtimeGame({ slug: 'breakout', modes: MODES, bangla: BANGLA, readSaved: readBreakout });
const { t, variant } = game;
const T = variant.theme;

const board = canvasOnStage('#board');
const { stage, canvas } = board;
let ctx = board.ctx;
let scale = 1;
let field: HTMLCanvasElement | null = null;
let paddleGradient: CanvasGradient | null = null;
const colours = rowColours(variant.themeName, T);
const chips = new Chips();
const hits: BrickHit[] = [];
const keys = { left: false, right: false };
let pointer: number | undefined;
let launch = false;
const modeName = { classic: '', fortress: t('FORTRESS'), rush: t('RUSH') }[variant.mode];

const round = play({
  intro: {
    classic: t('Drag or use the arrow keys to move the paddle. Tap or press Space to launch.'),
    fortress: t('Armoured bricks take two or three hits. Drag or use the arrows; tap or Space to launch.'),
    rush: t('The wall creeps down while the ball is in play: clear it before it reaches your paddle.'),
  }[variant.mode],
  first: newBreakout(variant.mode, variant.speed, 0),
  newRound: () => newBreakout(variant.mode, variant.speed, game.rng.next() * 2 ** 32),
  shown(state) {
    chips.clear();
    launch = false;
    pointer = undefined;
    round.stat('lives', state.lives);
  },
  update(state, dt) {
    const input: BreakoutInput = { left: keys.left, right: keys.right, target: pointer, launch };
    pointer = undefined;
    launch = false;
    const next = step(state, input, dt, hits);
    if (state.phase === 'serve' && next.phase === 'moving') game.answered();
    for (const hit of hits) chips.add(hit, colourOf(colours, hit.row), T.text);
    hits.length = 0;
    chips.update(dt);
    if (next.lives !== state.lives) round.stat('lives', next.lives);
    // A clean round: a wall cleared without losing a ball.
    if (next.level > state.level && next.lives === LIVES) game.achieved('clean-round');
    if (next.phase === 'over') {
      const text = (best: number) =>
        t('Level {level} · Score {score} · Best {best}', { level: next.level, score: next.score, best });
      round.end(next.score, next.ending === 'wall' ? t('The wall got you') : t('Game over'), text);
    }
    return next;
  },
  draw(state) {
    if (field) ctx.drawImage(field, 0, 0, W, H);
    ctx.fillStyle = T.muted;
    ctx.font = '600 13px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(t('LEVEL {level}', { level: state.level }) + (modeName ? ` · ${modeName}` : ''), 14, 20);
    ctx.textAlign = 'right';
    ctx.fillText('♥'.repeat(Math.max(0, state.lives)), W - 14, 20);
    ctx.textAlign = 'start';
    drawBricks(ctx, state.bricks, colours);
    chips.draw(ctx);
    if (paddleGradient) drawPaddleAndBall(ctx, state, paddleGradient, T);
    if (state.phase === 'serve' && round.playing) {
      ctx.fillStyle = T.text;
      ctx.font = '600 15px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(t('Tap or press Space to launch'), W / 2, PADDLE_Y - 90);
      ctx.textAlign = 'start';
    }
  },
});
round.stat('lives', LIVES);

onResize(stage, (w, h) => {
  scale = Math.min((w - 16) / W, (h - 16) / H);
  ctx = fitCanvas(canvas, Math.floor(W * scale), Math.floor(H * scale));
  field = drawField(scale, variant.mode === 'rush', T);
  ctx.scale(scale, scale); // draws in world units from here on
  paddleGradient = ctx.createLinearGradient(-PADDLE_W / 2, 0, PADDLE_W / 2, 0);
  paddleGradient.addColorStop(0, T.accent2);
  paddleGradient.addColorStop(1, T.accent);
});

const pointerAt = (e: PointerEvent) => {
  const rect = canvas.getBoundingClientRect();
  pointer = ((e.clientX - rect.left) / rect.width) * W;
};
stage.addEventListener('pointerdown', (e) => {
  if (e.target instanceof Element && e.target.closest('button')) return;
  pointerAt(e);
  if (round.playing) launch = true;
});
// A mouse moves the paddle on hover; touch and pen only while pressed (pointermove fires only then).
stage.addEventListener('pointermove', pointerAt);

blockScrollKeys();
const onKey = (e: KeyboardEvent, down: boolean) => {
  const dir = keyDirection(e);
  if (dir === 'left' || dir === 'right') {
    keys[dir] = down;
    if (down && round.playing) game.answered();
  }
  if (down && (e.key === ' ' || dir === 'up') && !(e.target instanceof HTMLButtonElement) && round.playing) launch = true;
};
window.addEventListener('keydown', (e) => onKey(e, true));
window.addEventListener('keyup', (e) => onKey(e, false));
// A key released while another window has focus would otherwise stay held.
window.addEventListener('blur', () => {
  keys.left = keys.right = false;
});
