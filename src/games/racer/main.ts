import { $, blockScrollKeys, fitCanvas, keyDirection, onResize, onSwipe } from '../engine/dom';
import { arrowPad } from '../engine/arrow-pads';
import { startGame } from '../engine/game';
import { realtimeRound } from '../engine/round';
import { drawRoad, type View } from './draw';
import * as Racer from './rules';
import { BANGLA } from './words';

// Racer: the rules drive in rules.ts, the road is painted in draw.ts; this file listens and tells
// the engine.

let race: Racer.Race;
let pending: Racer.Steer[] = [];
const readSaved = (saved: unknown, v: { mode: Racer.Mode; speed: 1 | 2 | 3 }) => Racer.readRace(saved, v.mode, v.speed);
const snapshot = (): { state: Racer.Race; score: number } | null =>
  round.playing || game.currentPhase === 'paused' ? { state: race, score: Racer.score(race) } : null;
const game = startGame({ slug: 'racer', modes: Racer.MODES, bangla: BANGLA, readSaved, resume, snapshot });
const { t, variant } = game;
race = Racer.newRace(variant.mode, variant.speed, 0);

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#road');
canvas.setAttribute('aria-label', t('The road seen from above: your car at the bottom, traffic coming down the lanes'));
const view: View = { ctx: fitCanvas(canvas, 300, 480), w: 300, h: 480, carX: 0, theme: variant.theme };

/** The distance a round drives without a crash to count as a clean round. */
const CLEAN_METRES = 1000;

const round = realtimeRound(
  game,
  {
    newRound() {
      race = Racer.newRace(variant.mode, variant.speed, game.rng.next() * 2 ** 32);
      pending = [];
      view.carX = laneX(race.lane);
      round.score(0);
    },
    update(dt) {
      for (const dir of pending) {
        const next = Racer.steer(race, dir);
        if (next !== race) game.answered();
        race = next;
      }
      pending = [];
      const metres = Racer.metres(race);
      race = Racer.step(race, dt);
      round.score(Racer.score(race));
      // A clean round: a kilometre driven without a crash.
      if (metres < CLEAN_METRES && Racer.metres(race) >= CLEAN_METRES && !race.over) game.achieved('clean-round');
      if (race.over) crash();
    },
    draw() {
      drawRoad(view, race);
    },
  },
  {
    intro: t('Change lanes to pass the traffic and pick up coins. Tap a side, swipe, or use the arrow keys.'),
    pauseText: t('The engine is idling.'),
  },
);

const laneX = (lane: number) => (view.w * (lane + 0.5)) / Racer.ROADS[race.mode].lanes;

function crash() {
  const { coins } = race;
  const score = Racer.score(race);
  round.end(
    score,
    t('Crash!'),
    (best) =>
      t(
        coins === 1
          ? '{metres} m and {coins} coin · Score {score} · Best {best}'
          : '{metres} m and {coins} coins · Score {score} · Best {best}',
        {
          metres: Racer.metres(race),
          coins,
          score,
          best,
        },
      ),
    t('Race again'),
  );
}

function resume(saved: Racer.Race) {
  race = saved;
  pending = [];
  view.carX = laneX(race.lane);
  round.score(Racer.score(race));
  round.resumed();
}

/** A lane change asked: from the start or end panel it starts a race; it is taken at the next step. */
function ask(dir: Racer.Steer) {
  if (game.currentPhase === 'ready' || game.currentPhase === 'over') return round.start();
  if (round.playing) pending.push(dir);
}

onResize(stage, (w, h) => {
  view.w = Math.max(200, Math.min(w - 16, 420));
  view.h = Math.max(260, Math.min(h - 80, view.w * 1.8));
  view.ctx = fitCanvas(canvas, view.w, view.h);
  view.carX = laneX(race.lane);
});

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  const dir = keyDirection(e);
  if (dir === 'left' || dir === 'right') ask(dir);
  else if (e.key === ' ' && game.currentPhase === 'paused') round.resume();
});
onSwipe(
  stage,
  (dir) => {
    if (dir === 'left' || dir === 'right') ask(dir);
  },
  { repeat: false },
);
canvas.addEventListener('pointerdown', (e) => {
  const rect = canvas.getBoundingClientRect();
  ask(e.clientX - rect.left < rect.width / 2 ? 'left' : 'right');
});
const press = { press: ask };
$('#steer').append(
  arrowPad('left', t('Change lane to the left'), press),
  arrowPad('right', t('Change lane to the right'), press),
);
