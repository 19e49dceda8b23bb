/**
 * Blocks: the falling-blocks puzzle. Pieces fall into a 10 x 20 well; a row filled from wall to wall
 * clears, and clearing several rows at once pays the most. The rules are in round.ts and well.ts;
 * this file runs the phases, draws through well-view.ts and listens to keys, buttons and gestures.
 */
import { $, blockScrollKeys, onResize } from '../engine/dom';
import { startGame } from '../engine/game';
import { realtimeRound, type Round as Phases } from '../engine/round';
import {
  act,
  FLASH,
  MODE_RULES,
  MODES,
  newRound,
  press,
  readRound,
  release,
  releaseAll,
  step,
  type Action,
  type EndReason,
  type Round,
  type RoundEvent,
} from './round';
import { wellView, type Popup, type Trail } from './well-view';
import { BANGLA } from './words';

let round: Round;
let underWay = false;
const game = startGame({
  slug: 'blocks',
  bangla: BANGLA,
  modes: MODES,
  // Only a round under way is worth resuming: not the start screen, not a finished round.
  snapshot: () => (underWay ? { state: round, score: round.well.score } : null),
  readSaved: (saved, { mode }) => readRound(saved, mode),
  resume: resumeRound,
});
const { t, num, variant } = game;
const theme = variant.theme;
const MODE = MODE_RULES[variant.mode];
const MODE_NAME = { marathon: t('Marathon'), sprint: t('Sprint'), timed: t('Timed') }[variant.mode];

const stage = $('#stage');
const pads = $('#pads');
/* The on-screen buttons under the well: what each does, its name, and its picture in a 24-unit square. */
const PADS: readonly [Action, string, string][] = [
  [
    'hold',
    t('Hold the piece'),
    '<path d="M5 5h14v14H5z" fill="none" stroke="currentColor" stroke-width="2.2" stroke-dasharray="3 2"/><path d="M9 9h6v6H9z"/>',
  ],
  ['left', t('Move left'), '<path d="M5 12 16 4v16z"/>'],
  ['right', t('Move right'), '<path d="M19 12 8 4v16z"/>'],
  ['soft', t('Soft drop'), '<path d="M12 19 4 8h16z"/>'],
  ['hard', t('Hard drop'), '<path d="M12 15 5 5h14zM4 18h16v3H4z"/>'],
  ['rotate', t('Rotate'), '<path d="M12 4a8 8 0 1 0 8 8h-3a5 5 0 1 1-5-5v3l5-4.5L12 1z"/>'],
];
for (const [act, label, picture] of PADS) {
  const b = Object.assign(document.createElement('button'), { type: 'button', className: act === 'rotate' ? 'pad turn' : 'pad' });
  b.dataset.act = act;
  b.setAttribute('aria-label', label);
  b.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true">${picture}</svg>`;
  pads.append(b);
}
const canvas = $<HTMLCanvasElement>('#well');
const again = $<HTMLButtonElement>('#overlay [data-btn]');
const view = wellView(canvas, theme, game.words);

let popups: Popup[] = [];
let trail: Trail | null = null;
const events: RoundEvent[] = [];

const LINE_NAMES = ['', t('Single'), t('Double'), t('Triple'), t('Four lines!')];
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const stopwatch = (s: number) => `${clock(s)}.${Math.floor((s * 10) % 10)}`;

/* Sprint is won on time: the fastest 20 lines are kept, in storage when the frame allows it. */
const memoryTimes = new Map<string, number>();
function bestTime(seconds: number): number {
  const key = `portal-best-time-blocks-${variant.mode}-${variant.speed}`;
  let best = memoryTimes.get(key) ?? 0;
  try {
    best = Number(localStorage.getItem(key)) || best;
  } catch {
    // A sandboxed frame has no storage: the session remembers.
  }
  if (seconds > 0 && (best === 0 || seconds < best)) {
    best = seconds;
    try {
      localStorage.setItem(key, String(best));
    } catch {
      // As above.
    }
  }
  memoryTimes.set(key, best);
  return best;
}

function syncScore() {
  phases.score(round.well.score);
}

const popup = (text: string, opts: Omit<Popup, 'text' | 'age'> = {}) => popups.push({ text, age: 0, ...opts });

function releaseButtons() {
  if (round) releaseAll(round);
  for (const b of pads.querySelectorAll('.pad.down')) b.classList.remove('down');
}

/** Puts a round on the board, new or resumed, with no banner or streak left from the last one. */
function show(next: Round) {
  round = next;
  popups = [];
  trail = null;
  releaseButtons();
  syncScore();
  underWay = true;
}

/** A saved round comes back paused, so that the player is ready before the blocks fall again. */
function resumeRound(saved: Round) {
  show(saved);
  phases.resumed();
}

/** The end panel's title and words (given the best score): the goal reached, the clock run out, or the stack topped out. */
function ending(reason: EndReason): [string, (best: number) => string] {
  const g = round.well;
  const lines = t(g.lines === 1 ? '{lines} line' : '{lines} lines', { lines: g.lines });
  const time = stopwatch(round.elapsed);
  const { goal } = MODE;
  if (variant.mode === 'sprint' && reason === 'goal') {
    const fastest = bestTime(round.elapsed);
    const best = stopwatch(fastest);
    return [
      round.elapsed <= fastest ? t('New record!') : t('Sprint done!'),
      () => t('{goal} lines in {time} · Best time {best} · Score {score}', { goal, time, best, score: g.score }),
    ];
  }
  if (variant.mode === 'sprint')
    return [
      t('Topped out'),
      () => t('{lines} of {goal} lines in {time} · Score {score}', { lines: g.lines, goal, time, score: g.score }),
    ];
  if (variant.mode === 'timed')
    return [
      reason === 'time' ? t("Time's up!") : t('Topped out'),
      (best) => t('{score} points · {lines} · Best {best}', { score: g.score, lines, best }),
    ];
  return [
    t('Game over'),
    (best) => t('Level {level} · {lines} · Score {score} · Best {best}', { level: g.level, lines, score: g.score, best }),
  ];
}

function end(reason: EndReason) {
  underWay = false;
  releaseButtons();
  syncScore();
  // A player still hammering Space as the round ends must see the result, not a new round: Play
  // again is not focused (Enter starts the next round) and takes taps only after a moment.
  again.disabled = true;
  phases.end(round.well.score, ...ending(reason));
  setTimeout(() => {
    again.disabled = false;
  }, 800);
}

/** Shows what the rules said happened: clears, level-ups, the last seconds, a drop's streak, the end. */
function told() {
  for (const ev of events) {
    if (ev.kind === 'cleared') {
      const n = ev.lines;
      // A clean round's mark: four lines cleared with one piece.
      if (n === 4) game.achieved('clean-round');
      popup(`${LINE_NAMES[n]} +${num(ev.points)}`, { big: n === 4, colour: n === 4 ? theme.accent2 : theme.text });
    } else if (ev.kind === 'level') popup(t('Level {level}', { level: ev.level }), { y: 0.55, colour: theme.pink });
    else if (ev.kind === 'warning') popup(t('10 seconds left!'), { y: 0.25, colour: theme.pink });
    else if (ev.kind === 'dropped') trail = { ...ev, age: 0 };
    else end(ev.reason);
  }
  events.length = 0;
  syncScore();
}

/** One action of the player; true when the board changed (the input was answered). */
function play(name: Action, held = false): boolean {
  if (game.currentPhase !== 'playing') return false;
  const changed = held ? press(round, name, events) : act(round, name, events);
  if (changed) game.answered();
  told();
  return changed;
}

// ---- the loop ----------------------------------------------------------------

function statsView(): { line: string; rows: Array<[string, string]> } {
  const g = round.well;
  const lines = String(g.lines);
  if (variant.mode === 'sprint') {
    const time = stopwatch(round.elapsed);
    return {
      line: `${g.lines}/${MODE.goal} · ${time}`,
      rows: [
        [t('Lines'), `${g.lines}/${MODE.goal}`],
        [t('Time'), time],
        [t('Level'), String(g.level)],
      ],
    };
  }
  if (variant.mode === 'timed') {
    const left = clock(Math.max(0, Math.ceil(MODE.limit - round.elapsed)));
    return {
      line: t('{left} · Lv {level}', { left, level: g.level }),
      rows: [
        [t('Time left'), left],
        [t('Lines'), lines],
        [t('Level'), String(g.level)],
      ],
    };
  }
  return {
    line: t(g.lines === 1 ? 'Lv {level} · {lines} line' : 'Lv {level} · {lines} lines', { level: g.level, lines }),
    rows: [
      [t('Level'), String(g.level)],
      [t('Lines'), lines],
    ],
  };
}

const headline = MODE_NAME.toUpperCase();
const intro = {
  marathon: t('Fill rows from wall to wall to clear them; every 10 lines the blocks fall faster. How long can you last?'),
  sprint: t('Clear 20 lines as fast as you can. The clock starts when you press Play.'),
  timed: t('Two minutes on the clock: clear several rows at once for the biggest points.'),
}[variant.mode];
const phases: Phases = realtimeRound(
  game,
  {
    newRound() {
      show(newRound(variant.mode, variant.speed, game.rng.next() * 2 ** 32));
      if (MODE.goal) popup(t('Clear {goal} lines!', { goal: MODE.goal }), { colour: theme.accent2 });
      else if (MODE.limit) popup(t('Two minutes: go!'), { colour: theme.accent2 });
    },
    update(dt) {
      step(round, dt, events);
      for (const p of popups) p.age += dt;
      if (trail && (trail.age += dt) > 0.2) trail = null;
      if (popups.some((p) => p.age >= 1.1)) popups = popups.filter((p) => p.age < 1.1);
      if (events.length) told();
    },
    draw() {
      const flash = round.flash;
      view.draw({
        well: round.well,
        flashRows: flash && flash.rows,
        flashT: flash ? flash.t / FLASH : 0,
        popups,
        trail,
        headline,
        score: round.well.score,
        over: game.currentPhase === 'over',
        ...statsView(),
      });
    },
  },
  { intro: `${intro} ${t('Tap to turn, drag to move, flick down to drop.')}`, pauseText: t('The blocks will wait for you.') },
);

// ---- layout & input ------------------------------------------------------------

onResize(stage, (w, h) => {
  const styles = getComputedStyle(stage);
  const innerW = w - parseFloat(styles.paddingLeft) - parseFloat(styles.paddingRight);
  const innerH = h - parseFloat(styles.paddingTop) - parseFloat(styles.paddingBottom) - pads.offsetHeight - 8;
  view.resize(Math.max(160, innerW), Math.max(240, innerH));
});

/* Keys: arrows move, Up / X turn, Z turns back, Down drops softly, Space drops hard, C holds. */
const KEYS: Record<string, Action> = {
  ArrowLeft: 'left',
  a: 'left',
  A: 'left',
  ArrowRight: 'right',
  d: 'right',
  D: 'right',
  ArrowUp: 'rotate',
  w: 'rotate',
  W: 'rotate',
  x: 'rotate',
  X: 'rotate',
  z: 'ccw',
  Z: 'ccw',
  ArrowDown: 'soft',
  s: 'soft',
  S: 'soft',
  ' ': 'hard',
  c: 'hold',
  C: 'hold',
  Shift: 'hold',
};
blockScrollKeys();
window.addEventListener('keydown', (e) => {
  // Enter starts a round from the start or end screen (a focused button answers it itself).
  const startable = game.currentPhase === 'ready' || (game.currentPhase === 'over' && !again.disabled);
  if (e.key === 'Enter' && startable && !(e.target instanceof HTMLButtonElement)) return phases.start();
  const name = KEYS[e.key];
  if (!name) return;
  if (e.key === ' ' && e.target instanceof HTMLButtonElement) return; // Space presses the focused button
  if (e.key === ' ' && game.currentPhase === 'paused') return phases.resume();
  if (e.repeat) return; // holding a key repeats through the round's own timing, not the system's
  play(name, true);
});
window.addEventListener('keyup', (e) => {
  const name = KEYS[e.key];
  if (name && round) release(round, name);
});
window.addEventListener('blur', releaseButtons);

/* The on-screen buttons: pressed on touch, repeating while a thumb stays on them. */
for (const b of pads.querySelectorAll<HTMLButtonElement>('.pad')) {
  const name = b.dataset.act as Action;
  b.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    try {
      b.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic pointer cannot be captured.
    }
    b.classList.add('down');
    play(name, true);
  });
  const up = () => {
    b.classList.remove('down');
    release(round, name);
  };
  b.addEventListener('pointerup', up);
  b.addEventListener('pointercancel', up);
  b.addEventListener('lostpointercapture', up);
  // Keyboard or assistive activation arrives as a click with no pointer behind it.
  b.addEventListener('click', (e) => {
    if (e.detail === 0) play(name);
  });
}

/*
 * Gestures on the well: a tap turns the piece (a tap on HOLD holds it), a sideways drag moves it a
 * column per square dragged, a slow drag down soft-drops, a quick flick down hard-drops and a flick
 * up holds. The first clear direction of a drag decides its axis.
 */
let touch: { id: number; x: number; y: number; t: number; cols: number; rows: number; axis: 'x' | 'y' | null } | null = null;
canvas.addEventListener('pointerdown', (e) => {
  if (game.currentPhase !== 'playing') return;
  e.preventDefault();
  try {
    canvas.setPointerCapture(e.pointerId);
  } catch {
    // A synthetic pointer cannot be captured.
  }
  touch = { id: e.pointerId, x: e.clientX, y: e.clientY, t: performance.now(), cols: 0, rows: 0, axis: null };
});
canvas.addEventListener('pointermove', (e) => {
  const layout = view.layout();
  if (!touch || e.pointerId !== touch.id || !layout) return;
  const { c } = layout;
  const dx = e.clientX - touch.x;
  const dy = e.clientY - touch.y;
  if (!touch.axis && Math.max(Math.abs(dx), Math.abs(dy)) > c * 0.6) touch.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
  if (touch.axis === 'x') {
    const want = Math.trunc(dx / (c * 0.9));
    while (touch.cols !== want) {
      const dir = want > touch.cols ? 1 : -1;
      if (!play(dir > 0 ? 'right' : 'left')) break;
      touch.cols += dir;
    }
    touch.cols = want;
  } else if (touch.axis === 'y' && dy > 0 && performance.now() - touch.t > 160) {
    // A slow drag down is a soft drop that follows the finger.
    const want = Math.trunc(dy / c);
    while (touch.rows < want && play('soft')) touch.rows += 1;
    touch.rows = Math.max(touch.rows, want);
  }
});
const endTouch = (e: PointerEvent) => {
  const layout = view.layout();
  if (!touch || e.pointerId !== touch.id || !layout) return;
  const { c } = layout;
  const dx = e.clientX - touch.x;
  const dy = e.clientY - touch.y;
  const quick = performance.now() - touch.t < 260;
  const gesture = touch;
  touch = null;
  if (e.type === 'pointercancel') return;
  if (!gesture.axis && Math.hypot(dx, dy) < c * 0.6) {
    const rect = canvas.getBoundingClientRect();
    play(view.onHold(e.clientX - rect.left, e.clientY - rect.top) ? 'hold' : 'rotate');
  } else if (gesture.axis === 'y' && quick && dy > c * 1.5) play('hard');
  else if (gesture.axis === 'y' && quick && dy < -c * 1.5) play('hold');
};
canvas.addEventListener('pointerup', endTouch);
canvas.addEventListener('pointercancel', endTouch);

// Before the first round the well stands empty behind the start screen, its first pieces queued.
round = newRound(variant.mode, variant.speed, 0);
round.well.piece = null;
$('#overlay [data-title]').textContent = MODE_NAME;
