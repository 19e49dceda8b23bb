import { $, blockScrollKeys, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { startGame } from '../engine/game';
import { stepInputs } from '../engine/inputs';
import { realtimeRound } from '../engine/round';
import { drawGround, drawPlay } from './draw';
import { ending, MODES, newInnings, setAim, step, swing, type Aim, type Innings, type Result } from './rules';
import { readSaved } from './saved';
import { BANGLA } from './words';

// Cricket: the rules bowl and count in rules.ts; this file listens, draws (draw.ts) and tells the engine.

let innings: Innings;
const game = startGame({
  slug: 'cricket',
  modes: MODES,
  bangla: BANGLA,
  readSaved,
  resume(saved) {
    show(saved);
    round.resumed();
  },
  // Before the first ball and after the last there is nothing to resume.
  snapshot: (): { state: Innings; score: number } | null =>
    game.currentPhase === 'playing' || game.currentPhase === 'paused' ? { state: innings, score: innings.runs } : null,
});
const { t, num, variant } = game;

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#pitch');
const lineEl = $('#scoreline');
const aimButtons = [...document.querySelectorAll<HTMLButtonElement>('.shot')];
let ctx = fitCanvas(canvas, 1, 1);
let W = 300;
let H = 420;
let ground: HTMLCanvasElement | null = null;

const FORMAT_NAME = { t20: t('Two overs'), superover: t('Super over'), test: t('Test innings') }[variant.mode];
const RESULT_TEXT: Record<Result, string> = {
  six: t('SIX!'),
  four: t('FOUR!'),
  two: t('2 runs'),
  one: t('1 run'),
  caught: t('Caught!'),
  edged: t('Edged, no run'),
  bowled: t('Bowled!'),
  dot: t('Dot ball'),
};

/** The runs and wickets, the balls left and the target, under the HUD. */
function scoreline() {
  const { format: f, runs, wickets, balls } = innings;
  const left = f.balls ? ` · ${t('{balls} balls left', { balls: f.balls - balls })}` : '';
  const chase = f.target ? ` · ${t('target {target}', { target: f.target })}` : '';
  lineEl.textContent = `${num(`${runs}/${wickets}`)}${left}${chase}`;
  round.stat('runs', runs);
  game.score(runs);
}

function showAim() {
  for (const b of aimButtons) b.setAttribute('aria-pressed', String(Number(b.dataset.aim) === innings.aim && innings.aim !== 0));
}

function show(next: Innings) {
  innings = next;
  inputs.clear();
  showAim();
  scoreline();
}

// Inputs wait for the next step, so that the same inputs at the same steps give the same innings.
type Input = { aim: Aim } | 'swing';
const inputs = stepInputs<Input>(game, (input) => (input === 'swing' ? swing(innings) : setAim(innings, input.aim)), showAim);

const round = realtimeRound(
  game,
  {
    newRound: () => show(newInnings(variant.mode, variant.speed, game.rng.next() * 2 ** 32)),
    update(dt) {
      const event = step(innings, dt);
      if (event === 'counted' || event === 'over') scoreline();
      if (event === 'over') finish();
    },
    draw() {
      if (ground) ctx.drawImage(ground, 0, 0, W, H);
      drawPlay(ctx, W, H, innings, variant.theme, innings.last ? RESULT_TEXT[innings.last] : '');
    },
  },
  {
    intro: t('Swing as the ball reaches your bat. Aim with the side buttons or the arrow keys; Space swings.'),
    pauseText: t('The bowler waits for you.'),
    inputs,
  },
);

function finish() {
  const { format: f, runs, wickets, balls } = innings;
  const chased = ending(innings) === 'chased';
  if (chased) game.achieved('win');
  const verdict = f.target
    ? chased
      ? t('Target chased!')
      : t('Short by {runs}.', { runs: f.target - runs })
    : t('{format} over.', { format: FORMAT_NAME });
  round.end(runs, verdict, (best) =>
    t(
      wickets === 1
        ? '{runs} runs for {wickets} wicket off {balls} balls · Best {best}'
        : '{runs} runs for {wickets} wickets off {balls} balls · Best {best}',
      { runs, wickets, balls, best },
    ),
  );
}

/** A new aim: at once on the board at rest, at the next step in play. */
function aimAt(aim: Aim) {
  if (round.playing) inputs.push({ aim });
  else if (setAim(innings, aim)) showAim();
}

/** A swing: it starts an innings from the start or end panel. */
function swingOrStart() {
  if (game.currentPhase === 'ready' || game.currentPhase === 'over') round.start();
  else if (round.playing) inputs.push('swing');
}

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (game.currentPhase === 'paused') return;
  const d = keyDirection(e);
  if (d === 'left' || d === 'right') {
    // The aim to come: the inputs waiting for the step count, so that two presses move it twice.
    const queued = inputs.waiting.reduce<Aim>((aim, input) => (input === 'swing' ? aim : input.aim), innings.aim);
    return aimAt(d === 'left' ? (Math.max(-1, queued - 1) as Aim) : (Math.min(1, queued + 1) as Aim));
  }
  if (e.target instanceof HTMLButtonElement) return;
  if (e.key === ' ' || e.key === 'Enter' || d === 'up' || d === 'down') swingOrStart();
});

for (const b of aimButtons) {
  const press = () => {
    const aim = Number(b.dataset.aim) as Aim;
    if (aim !== 0) aimAt(aim);
    swingOrStart();
  };
  b.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    press();
  });
  b.addEventListener('click', (e) => {
    if (e.detail === 0) press(); // keyboard activation only; touches were handled on pointerdown
  });
}
canvas.addEventListener('pointerdown', (e) => {
  // A tap on the pitch swings; its left or right third aims.
  const rect = canvas.getBoundingClientRect();
  const third = (e.clientX - rect.left) / rect.width;
  aimAt(third < 0.33 ? -1 : third > 0.67 ? 1 : 0);
  swingOrStart();
});

onResize(stage, (w, h) => {
  W = Math.max(220, Math.min(w - 16, 460));
  H = Math.max(260, Math.min(h - 130, W * 1.5));
  ctx = fitCanvas(canvas, W, H);
  ground = drawGround(W, H, variant.theme, variant.themeName === 'classic');
});

show(newInnings(variant.mode, variant.speed, 0));
