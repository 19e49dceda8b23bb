import { $, blockScrollKeys, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { startGame } from '../engine/game';
import { stepInputs } from '../engine/inputs';
import { realtimeRound } from '../engine/round';
import { Rng } from '../engine/rng';
import { clamp } from './kicks';
import { fallConfetti, type BannerText, type Confetti } from './marks';
import {
  aimAt,
  dive,
  kick,
  MODES,
  newGame,
  nudgeAim,
  press,
  restingGame,
  step,
  type Dir,
  type Penalty,
  type PenaltyEvent,
} from './rules';
import { readSaved } from './saved';
import { shootoutDecided } from './shootout';
import { penaltyScene } from './scene';
import { liveScore } from './shootout';
import { bannerWords, controlWords, endWords, scoreboard, turnWords } from './texts';
import { BANGLA } from './words';

// Penalty Kick: the rules are in rules.ts (and the modules it uses); this file draws and listens.

let state: Penalty;
const game = startGame({
  slug: 'penalty',
  modes: MODES,
  bangla: BANGLA,
  readSaved,
  resume(saved) {
    begin(saved);
    round.resumed();
  },
  // Before the first kick and after the last there is nothing to resume.
  snapshot: () => (state.turn && !state.over ? { state, score: liveScore(state.mode, state.you, state.cpu) } : null),
});
const { t, variant } = game;
const theme = variant.theme;
state = restingGame(variant.mode, variant.speed, 0);

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#pitch');
const boardEl = $('#board');
const statusEl = $('#status');
const controlsEl = $('#controls');
const buttons = [...document.querySelectorAll<HTMLButtonElement>('.ctl')];
const scene = penaltyScene(theme, game.words);
let ctx = canvas.getContext('2d')!;
let confetti: Confetti[] = [];
// Confetti is the picture's own chance, apart from the game's.
const sparkle = new Rng(variant.seed ^ 0x5bd1e995);

// ---- the scoreboard and the words around the pitch ------------------------------------

function renderBoard() {
  const { html, label } = scoreboard(state, t);
  boardEl.innerHTML = html;
  boardEl.setAttribute('aria-label', label);
}

function renderControls() {
  const words = controlWords(state, t);
  buttons.forEach((b, i) => {
    const [text, name] = words[i]!;
    const span = b.querySelector('span')!;
    if (span.textContent !== text) span.textContent = text;
    if (b.getAttribute('aria-label') !== name) b.setAttribute('aria-label', name);
  });
}

function say(text: string) {
  statusEl.textContent = text;
}

const sayTurn = () => say(turnWords(state, t));

function setScore() {
  round.score(liveScore(state.mode, state.you, state.cpu));
}

let shownBanner: Penalty['banner'] = null;
let bannerText: BannerText | null = null;

/** The big words after a kick, while they show (worked out once a kick). */
function currentBanner(): BannerText | null {
  const b = state.banner;
  if (!b || state.clock - b.at >= 1650) return null;
  if (b !== shownBanner) {
    shownBanner = b;
    bannerText = bannerWords(b, state, theme, t);
  }
  return bannerText;
}

function celebrate() {
  const palette = [theme.accent, theme.accent2, theme.pink, '#ffc93c', '#ffffff'];
  const { W, H } = scene.geometry;
  for (let i = 0; i < 70; i += 1) {
    confetti.push({
      x: sparkle.range(0, W),
      y: sparkle.range(-H * 0.3, 0),
      vx: sparkle.range(-40, 40),
      vy: sparkle.range(60, 180),
      rot: sparkle.range(0, 6),
      vr: sparkle.range(-8, 8),
      c: palette[i % palette.length]!,
    });
  }
}

// ---- the loop ------------------------------------------------------------------------

type Action =
  | { type: 'nudge'; dir: 'left' | 'right' | 'up' | 'down' }
  | { type: 'aimAt'; x: number; h: number }
  | { type: 'press' }
  | { type: 'kick'; power: number; x: number; h: number }
  | { type: 'dive'; dir: Dir };

function apply(action: Action): boolean {
  switch (action.type) {
    case 'nudge':
      return nudgeAim(state, action.dir);
    case 'aimAt':
      return aimAt(state, action.x, action.h);
    case 'press':
      return press(state);
    case 'kick':
      return kick(state, action.power, action.x, action.h);
    case 'dive':
      return dive(state, action.dir);
  }
}

// Inputs wait for the next step, so that the same inputs at the same steps give the same game.
const inputs = stepInputs(game, apply, () => {
  renderControls();
  // Aiming and shooting change the words under the pitch; a dive does not.
  if (state.turn?.who === 'you') sayTurn();
});

function answer(event: PenaltyEvent) {
  if (event === 'struck') return say('');
  if (event === 'over') return finish();
  if (event === 'settled') {
    const b = state.banner!;
    if ((b.who === 'you' && b.outcome === 'goal') || (b.who === 'cpu' && b.outcome === 'saved')) celebrate();
    setScore();
  } else {
    renderControls();
    sayTurn();
  }
  renderBoard();
  game.save();
}

function begin(next: Penalty) {
  state = next;
  inputs.clear();
  confetti = [];
  setScore();
  renderBoard();
  renderControls();
  sayTurn();
}

const INTRO = {
  shootout: t(
    'Five kicks each against the computer: you shoot, then you keep. Stop the sweeping marker, then the power in the white box. In goal, dive left, centre or right.',
  ),
  keeper: t(
    'Ten kicks and you are the keeper. Watch the kicker’s tell and dive left, centre or right: arrows, Space, or the buttons.',
  ),
  sudden: t(
    'Sudden death: keep scoring while the keeper gets sharper. The first miss ends your run. Tap the goal or swipe the ball.',
  ),
};

const round = realtimeRound(
  game,
  {
    newRound: () => begin(newGame(variant.mode, variant.speed, game.rng.next() * 2 ** 32)),
    update(dt) {
      const event = step(state, dt);
      if (event) answer(event);
      fallConfetti(confetti, dt, scene.geometry.H);
    },
    draw() {
      scene.draw(ctx, state, currentBanner(), confetti);
    },
  },
  { intro: INTRO[variant.mode], pauseText: t('The referee holds the kick.'), inputs },
);

function finish() {
  const { title, text, score } = endWords(state, t);
  if (state.mode === 'shootout' && shootoutDecided(state.you, state.cpu) === 'you') game.achieved('win');
  renderBoard();
  renderControls();
  say('');
  round.score(score);
  round.end(score, title, (best) => t('{text} · Score {score} · Best {best}', { text, score, best }));
}

// ---- input ---------------------------------------------------------------------------

/** One action from a key, a button or a tap: left, up (centre, or Kick) or right. */
function act(dir: 'left' | 'right' | 'up' | 'down' | 'press') {
  if (!round.playing || !state.turn) return;
  if (state.turn.who === 'you') inputs.push(dir === 'press' ? { type: 'press' } : { type: 'nudge', dir });
  else inputs.push({ type: 'dive', dir: dir === 'left' ? -1 : dir === 'right' ? 1 : 0 });
}

const shooting = () => state.turn?.who === 'you';

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (!round.playing || e.repeat) return;
  if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return;
  const d = keyDirection(e);
  if (d === 'left' || d === 'right') act(d);
  else if (d === 'up' || d === 'down') act(shooting() ? d : 'up');
  else if (e.key === ' ' || e.key === 'Enter') act(shooting() ? 'press' : 'up');
});

for (const b of buttons) {
  const dir = b.dataset.dir as 'left' | 'up' | 'right';
  const run = () => act(dir === 'up' ? (shooting() ? 'press' : 'up') : dir);
  b.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    run();
  });
  b.addEventListener('click', (e) => {
    if (e.detail === 0) run(); // keyboard activation; touches were handled on pointerdown
  });
}

/* On the pitch: tap the goal to aim, tap anywhere else to kick, or swipe the ball towards the goal. In goal, tap a side. */
let down: { x: number; y: number; at: number } | null = null;
canvas.addEventListener('pointerdown', (e) => {
  down = { x: e.clientX, y: e.clientY, at: performance.now() };
});
canvas.addEventListener('pointerup', (e) => {
  const from = down;
  down = null;
  const turn = state.turn;
  if (!from || !round.playing || !turn) return;
  const rect = canvas.getBoundingClientRect();
  const g = scene.geometry;
  const dx = e.clientX - from.x;
  const dy = e.clientY - from.y;
  const x = from.x - rect.left;
  const y = from.y - rect.top;
  const ms = Math.max(16, performance.now() - from.at);
  if (turn.who === 'cpu') {
    const side = Math.abs(dx) > 30 ? (dx < 0 ? -1 : 1) : x < g.W / 3 ? -1 : x > (2 * g.W) / 3 ? 1 : 0;
    act(side < 0 ? 'left' : side > 0 ? 'right' : 'up');
    return;
  }
  if (turn.phase !== 'aim' && turn.phase !== 'power') return;
  if (dy < -30 && y > g.gl) {
    // A swipe: its direction carried on to the goal line picks the spot, its end the height, its speed the power.
    const endY = e.clientY - rect.top;
    const reach = (g.spotY - g.gl) / -dy;
    const tx = (x + dx * reach - g.cx) / g.halfW;
    const th = endY < g.gl ? (g.gl - endY) / g.gh : 0.15;
    const power = clamp((Math.hypot(dx, dy) / ms - 0.3) / 1.6, 0.2, 1);
    inputs.push({ type: 'kick', power, x: clamp(tx, -1.4, 1.4), h: clamp(th, 0.05, 1.4) });
    return;
  }
  const gx = (x - g.cx) / g.halfW;
  const gh = (g.gl - y) / g.gh;
  if (turn.phase === 'aim' && Math.abs(gx) < 1.3 && gh > -0.3 && gh < 1.4)
    inputs.push({ type: 'aimAt', x: gx, h: clamp(gh, 0.05, 1.2) });
  else act('press');
});

onResize(stage, (w, h) => {
  const used = boardEl.offsetHeight + statusEl.offsetHeight + controlsEl.offsetHeight + 34;
  // A portrait picture: never wider than 1 : 1.2, so a short landscape screen still shows the whole pitch.
  const room = Math.max(200, h - used);
  const W = Math.max(160, Math.min(w - 16, 460, room / 1.2));
  const H = Math.min(room, W * 1.75);
  ctx = fitCanvas(canvas, W, H);
  scene.resize(W, H);
});

renderBoard();
renderControls();
