import { arrowPad, type Side } from '../engine/arrow-pads';
import { $, blockScrollKeys, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { startGame } from '../engine/game';
import { realtimeRound } from '../engine/round';
import { drawField, newView, scatterStars, spark } from './draw';
import * as Shooter from './rules';
import { BANGLA } from './words';

// Space Shooter: the battle is stepped in rules.ts, painted in draw.ts; this file listens and tells
// the engine.

let battle: Shooter.Battle;
const held = { left: false, right: false };
let dragTo: number | null = null;
let bombAsked = false;
const readSaved = (saved: unknown, v: { mode: Shooter.Mode; speed: 1 | 2 | 3 }) => Shooter.readBattle(saved, v.mode, v.speed);
const snapshot = (): { state: Shooter.Battle; score: number } | null =>
  round.playing || game.currentPhase === 'paused' ? { state: battle, score: battle.score } : null;
const game = startGame({ slug: 'shooter', modes: Shooter.MODES, bangla: BANGLA, readSaved, resume, snapshot });
const { t, variant } = game;

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#space');
canvas.setAttribute('aria-label', t('Space: your ship at the bottom, enemies coming down'));
const bombsEl = $('#bombs');
const view = newView(fitCanvas(canvas, 300, 480), variant.theme);
let field = { w: 300, h: 480 };
battle = Shooter.newBattle(variant.mode, variant.speed, 0, field.w, field.h);

const letGo = () => {
  held.left = false;
  held.right = false;
  dragTo = null;
};

const round = realtimeRound(
  game,
  {
    newRound() {
      battle = Shooter.newBattle(variant.mode, variant.speed, game.rng.next() * 2 ** 32, field.w, field.h);
      letGo();
      view.sparks.clear();
      round.score(0);
      bombsEl.textContent = String(battle.bombs);
    },
    update(dt) {
      const input = { dir: ((held.right ? 1 : 0) - (held.left ? 1 : 0)) as -1 | 0 | 1, to: dragTo, bomb: bombAsked };
      dragTo = null;
      bombAsked = false;
      const { battle: next, bursts } = Shooter.step(battle, dt, input);
      battle = next;
      spark(view, bursts, dt);
      round.score(battle.score);
      bombsEl.textContent = String(battle.bombs);
      if (battle.over) end();
    },
    draw() {
      drawField(view, battle, t('Wave {wave}', { wave: battle.wave }));
    },
  },
  {
    intro: t('Drag or use the arrow keys to fly; your ship fires by itself. Space drops a bomb.'),
    pauseText: t('The fleet holds position.'),
  },
);

function end() {
  const { score, wave } = battle;
  if (battle.won) game.achieved('win');
  round.end(score, battle.won ? t('Boss defeated!') : t('Game over'), (best) =>
    t('Wave {wave} · Score {score} · Best {best}', { wave, score, best }),
  );
}

function resume(saved: Shooter.Battle) {
  battle = Shooter.resize(saved, field.w, field.h);
  letGo();
  view.sparks.clear();
  round.score(battle.score);
  bombsEl.textContent = String(battle.bombs);
  round.resumed();
}

/** A side pressed or let go: from the start or end panel a press starts a battle. */
function fly(side: Side, pressed: boolean) {
  if (game.currentPhase === 'ready' || game.currentPhase === 'over') {
    if (pressed) round.start();
    return;
  }
  held[side] = pressed;
  if (pressed && round.playing) game.answered();
}

function dropBomb() {
  if (!round.playing || battle.bombs === 0) return;
  bombAsked = true;
  game.answered();
}

onResize(stage, (w, h) => {
  const W = Math.max(220, Math.min(w - 16, 440));
  const H = Math.max(260, Math.min(h - 80, W * 1.8));
  view.ctx = fitCanvas(canvas, W, H);
  field = { w: W, h: H };
  battle = Shooter.resize(battle, W, H);
  scatterStars(view, W, H);
});

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  const dir = keyDirection(e);
  if ((dir === 'left' || dir === 'right') && !e.repeat) fly(dir, true);
  else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) {
    if (game.currentPhase === 'paused') round.resume();
    else dropBomb();
  }
});
window.addEventListener('keyup', (e) => {
  const dir = keyDirection(e);
  if (dir === 'left' || dir === 'right') held[dir] = false;
});
window.addEventListener('blur', letGo);

// Dragging on the sky moves the ship under the finger.
let dragging = false;
canvas.addEventListener('pointerdown', (e) => {
  if (!round.playing) return;
  dragging = true;
  game.answered();
  canvas.setPointerCapture(e.pointerId);
});
canvas.addEventListener('pointermove', (e) => {
  if (!dragging) return;
  const rect = canvas.getBoundingClientRect();
  dragTo = ((e.clientX - rect.left) / rect.width) * field.w;
});
const endDrag = () => {
  dragging = false;
};
canvas.addEventListener('pointerup', endDrag);
canvas.addEventListener('pointercancel', endDrag);

const pads = { press: (side: Side) => fly(side, true), release: (side: Side) => fly(side, false) };
const controls = $('#controls');
controls.prepend(arrowPad('left', t('Fly left'), pads));
controls.append(arrowPad('right', t('Fly right'), pads));
$('#bomb').addEventListener('click', dropBomb);
