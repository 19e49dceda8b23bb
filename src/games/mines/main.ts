import { $, blockScrollKeys, fitCanvas, keyDirection, onResize, pageElements } from '../engine/dom';
import { startGame } from '../engine/game';
import { realtimeRound, resumePaused } from '../engine/round';
import { readForModeAndSpeed } from '../engine/variant';
import { painter, type Scene } from './draw';
import type { Opened } from './minefield';
import { cellPresses, LONG_PRESS_MS } from './press';
import {
  BOARDS,
  clockSeconds,
  clockText,
  dig,
  flag,
  MODES,
  minesOf,
  newRound,
  readRound,
  tick,
  type MoveResult,
  type Round,
} from './rules';
import { BANGLA } from './words';

// Minesweeper: dig every cell that hides no mine. Tap digs, a long press (or Flag mode, or a right
// click) flags, tapping a number whose flags are all placed opens its neighbours (chording). The
// rules are in rules.ts and minefield.ts, the painting in draw.ts; this file listens and shows.

let round: Round;
// Nothing to resume before the first dig, nor after the end.
const snapshot = (): { state: Round; score: number } | null =>
  game.currentPhase === 'ready' || round.end || !round.field.laid ? null : { state: round, score: round.score };
// A saved round comes back paused: the clock waits until the player is ready.
const resume = resumePaused(show, () => play);
const readSaved = readForModeAndSpeed(readRound);
const game = startGame({ slug: 'mines', modes: MODES, bangla: BANGLA, readSaved, resume, snapshot });
const { t, num, variant } = game;
const BOARD = BOARDS[variant.mode];
const { cols: COLS, rows: ROWS } = BOARD;
const MINES = minesOf(variant.mode, variant.speed);
const MIN_CELL = 32;
const MAX_CELL = 56;
/* Players who ask for less motion get cells that open at once, without ripples or pops. */
const CALM = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const page = pageElements('stage field overlay mines-num clock clock-num status dig-mode flag-mode');
const { stage, field: fieldEl, overlay: overlayEl, minesNum: minesEl, clock: clockEl, clockNum, status: statusEl } = page;
const { digMode: digBtn, flagMode: flagBtn } = page;
const canvas = $<HTMLCanvasElement>('#board');
const paint = painter(variant.theme, num);

let flagMode = false;
let cursor = { x: Math.floor(COLS / 2), y: Math.floor(ROWS / 2) };
let showCursor = false; // the cursor shows once the keyboard is used, and hides on a tap
let shownSecond = -1;
let ending = 0; // the pending end screen, cancelled by a new round
// Animation clocks per cell (performance.now() ms): when it opens, when its flag or mine shows.
let openAt = new Float64Array(COLS * ROWS);
let markAt = new Float64Array(COLS * ROWS);
let animUntil = 0;
let dirty = true;

const idx = (x: number, y: number) => y * COLS + x;

// ---- score, clock, counters ------------------------------------------------------------

const showMinesLeft = () => (minesEl.textContent = String(MINES - round.field.flags));

/** The timed mode counts down from its countdown; the others count the seconds played. */
function showClock() {
  const secs = clockSeconds(round);
  if (secs === shownSecond) return;
  shownSecond = secs;
  clockNum.textContent = clockText(secs);
  clockEl.classList.toggle('low', BOARD.countdown !== undefined && secs <= 15);
}

/** Puts a round on the board and its counters, with no animation running. */
function show(next: Round) {
  round = next;
  clearTimeout(ending);
  openAt = new Float64Array(COLS * ROWS);
  markAt = new Float64Array(COLS * ROWS);
  cursor = { x: Math.floor(COLS / 2), y: Math.floor(ROWS / 2) };
  shownSecond = -1;
  cancelPress();
  setFlagMode(false);
  showMinesLeft();
  showClock();
  play.score(round.score);
  overlayEl.classList.remove('result');
  stage.classList.remove('ended', 'boom', 'won');
  dirty = true;
}

// ---- the end ------------------------------------------------------------------------------

function finish(title: string, text: string, delay: number) {
  game.phase('over');
  cancelPress();
  showCursor = false;
  statusEl.textContent = `${title} ${text}`;
  // Let the board finish uncovering before the result appears under it.
  ending = window.setTimeout(() => {
    stage.classList.add('ended');
    overlayEl.classList.add('result');
    play.end(round.score, title, (best) => t('{text} · Score {score} · Best {best}', { text, score: round.score, best }));
  }, delay);
}

function lose(at: number) {
  const now = performance.now();
  // Every mine shows, rippling out from the one that went off (or from the middle at time-out).
  const ox = at >= 0 ? at % COLS : COLS / 2;
  const oy = at >= 0 ? Math.floor(at / COLS) : ROWS / 2;
  let lastShow = now;
  round.field.cells.forEach((c, i) => {
    // Mines not flagged pop up; wrong flags get crossed out; right flags stay as they are.
    if (i === at || c.mine === c.flag) return;
    const ring = Math.max(Math.abs((i % COLS) - ox), Math.abs(Math.floor(i / COLS) - oy));
    markAt[i] = now + 180 + ring * 55;
    lastShow = Math.max(lastShow, markAt[i]!);
  });
  if (at >= 0) markAt[at] = now;
  animUntil = Math.max(animUntil, lastShow + 300);
  dirty = true;
  const secs = Math.floor(round.elapsed);
  const text = t('{opened} of {safe} safe cells dug in {secs}s', { opened: round.field.opened, safe: COLS * ROWS - MINES, secs });
  if (at >= 0) stage.classList.add('boom');
  finish(round.end === 'time' ? t("Time's up!") : t('Boom!'), text, Math.min(1500, lastShow - now + 500));
}

function win(result: MoveResult) {
  const now = performance.now();
  const secs = Math.floor(round.elapsed);
  // The mines left unflagged get their flags, one after another, as a little victory lap.
  result.flagged.forEach((i, n) => (markAt[i] = now + 120 + n * 70));
  const n = result.flagged.length;
  showMinesLeft();
  animUntil = Math.max(animUntil, now + 400 + n * 70);
  stage.classList.add('won');
  game.achieved('win');
  finish(
    t('Field cleared!'),
    t('{cols}×{rows} with {mines} mines in {secs}s · +{bonus} bonus', {
      cols: COLS,
      rows: ROWS,
      mines: MINES,
      secs,
      bonus: result.bonus,
    }),
    Math.min(1200, 500 + n * 70),
  );
}

// ---- moves -----------------------------------------------------------------------------

/** After a move: animate what it opened, score it, and see if the round ended. */
function moved(result: MoveResult, i: number): boolean {
  if (!result.changed) return false;
  round = result.round;
  game.answered();
  dirty = true;
  play.score(round.score);
  if (result.opened.length === 0 && result.mine < 0) {
    // A flag placed or taken off.
    markAt[i] = performance.now();
    animUntil = Math.max(animUntil, markAt[i]! + 200);
    showMinesLeft();
    const left = MINES - round.field.flags;
    statusEl.textContent = t(round.field.cells[i]!.flag ? 'Flag placed, {left} mines left' : 'Flag removed, {left} mines left', {
      left,
    });
    game.save();
    return true;
  }
  ripple(result.opened);
  if (round.end === 'mine') lose(result.mine);
  else if (round.end === 'won') win(result);
  else {
    const count = result.opened.length;
    statusEl.textContent = t(count === 1 ? '{count} cell opened' : '{count} cells opened', { count });
    game.save();
  }
  return true;
}

function ripple(opened: readonly Opened[]) {
  const now = performance.now();
  for (const { i, dist } of opened) {
    openAt[i] = CALM ? 0 : now + Math.min(dist, 16) * 28;
    animUntil = Math.max(animUntil, openAt[i]! + 220);
  }
}

const digAt = (i: number) => moved(dig(round, i), i);
const flagAt = (i: number) => moved(flag(round, i), i);
/* A plain tap follows the Dig / Flag mode; a long press does the other one. */
const tap = (i: number) => (flagMode ? flagAt(i) : digAt(i));
const longPress = (i: number) => (flagMode ? digAt(i) : flagAt(i));

function setFlagMode(on: boolean) {
  flagMode = on;
  digBtn.setAttribute('aria-pressed', String(!on));
  flagBtn.setAttribute('aria-pressed', String(on));
}

// ---- the painting ---------------------------------------------------------------------------

/** The cell held down (not yet a long press) and its ring's progress, or -1. */
function held(now: number): { i: number; hold: number } {
  const p = presses.held;
  if (!p || p.done) return { i: -1, hold: 0 };
  return { i: p.i, hold: now - p.t0 > 90 ? Math.min(1, (now - p.t0) / LONG_PRESS_MS) : 0 };
}

const scene = (now: number, h = held(now)): Scene => ({
  field: round.field,
  paused: game.currentPhase === 'paused',
  over: game.currentPhase === 'over',
  pressed: h.i,
  hold: h.hold,
  holdColour: flagMode ? variant.theme.accent2 : variant.theme.pink,
  cursor: showCursor && game.currentPhase === 'playing' ? idx(cursor.x, cursor.y) : -1,
  openAt,
  markAt,
  calm: CALM,
});

// ---- layout ------------------------------------------------------------------------------

/*
 * Cells as big as the space allows, but never under 32 px (a fingertip); a board that can't fit at
 * that size scrolls inside the stage, and only then may a drag on it scroll.
 */
onResize(fieldEl, (w, h) => {
  const fit = Math.floor(Math.min(w / COLS, h / ROWS));
  const cell = Math.max(MIN_CELL, Math.min(MAX_CELL, fit));
  paint.resize(fitCanvas(canvas, cell * COLS, cell * ROWS), cell);
  const scrolls = cell * COLS > w || cell * ROWS > h;
  canvas.style.touchAction = scrolls ? 'pan-x pan-y' : 'none';
  fieldEl.style.touchAction = scrolls ? 'pan-x pan-y' : 'none';
  dirty = true;
});

// ---- touch and mouse -----------------------------------------------------------------------

function cellAt(e: PointerEvent): number {
  const rect = canvas.getBoundingClientRect();
  const x = Math.floor(((e.clientX - rect.left) / rect.width) * COLS);
  const y = Math.floor(((e.clientY - rect.top) / rect.height) * ROWS);
  return x >= 0 && y >= 0 && x < COLS && y < ROWS ? idx(x, y) : -1;
}

const presses = cellPresses(canvas, {
  cellAt,
  enabled: () => game.currentPhase === 'playing',
  down(i) {
    showCursor = false;
    cursor = { x: i % COLS, y: Math.floor(i / COLS) };
  },
  tap,
  longPress,
  // Desktop: a right click flags.
  rightClick: flagAt,
  changed: () => (dirty = true),
});
const cancelPress = () => presses.cancel();

for (const [btn, on] of [
  [digBtn, false],
  [flagBtn, true],
] as const) {
  btn.addEventListener('click', (e) => {
    setFlagMode(on);
    // A tapped button gives its focus back, so Space and Enter keep digging at the cursor.
    if (e.detail > 0) btn.blur();
  });
}

// ---- keyboard ------------------------------------------------------------------------------

function moveCursor(dx: number, dy: number) {
  const x = Math.max(0, Math.min(COLS - 1, cursor.x + dx));
  const y = Math.max(0, Math.min(ROWS - 1, cursor.y + dy));
  if (x === cursor.x && y === cursor.y && showCursor) return;
  cursor = { x, y };
  showCursor = true;
  dirty = true;
  game.answered();
  const c = round.field.cells[idx(x, y)]!;
  const what = c.open ? (c.near ? num(c.near) : t('empty')) : c.flag ? t('flagged') : t('closed');
  statusEl.textContent = t('Row {row}, column {column}: {what}', { row: y + 1, column: x + 1, what });
}

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  const onButton = e.target instanceof HTMLButtonElement;
  const act = e.key === ' ' || e.key === 'Enter';
  if (game.currentPhase === 'ready') {
    if (act && !onButton) play.start();
    return;
  }
  if (game.currentPhase !== 'playing') return;
  const d = keyDirection(e);
  if (d) {
    moveCursor(d === 'left' ? -1 : d === 'right' ? 1 : 0, d === 'up' ? -1 : d === 'down' ? 1 : 0);
    return;
  }
  if (act && !onButton) {
    e.preventDefault();
    showCursor = true;
    if (!digAt(idx(cursor.x, cursor.y))) dirty = true;
  } else if (e.key === 'f' || e.key === 'F') {
    showCursor = true;
    if (!flagAt(idx(cursor.x, cursor.y))) dirty = true;
  }
});

// The start screen names the board and what the mode asks of the player.
const vars = { cols: COLS, rows: ROWS, mines: MINES, seconds: BOARD.countdown ?? 0 };
const INTRO = {
  classic: t('Clear the {cols}×{rows} field of its {mines} mines without digging one up.', vars),
  wide: t('A tall {cols}×{rows} field hides {mines} mines. Dig every other cell.', vars),
  timed: t(
    'Clear the {cols}×{rows} field of {mines} mines before {seconds} seconds run out. The faster, the higher the score.',
    vars,
  ),
};
const MODE_NAMES = { classic: t('Classic'), wide: t('Wide'), timed: t('Timed') };
$('#mode-name').textContent = MODE_NAMES[variant.mode];
$('#mode-size').textContent = `${COLS}×${ROWS}`;
let shownPhase = game.currentPhase;
// The round's phases and panels; the clock runs in its fixed steps, the field is painted when it changed.
const play = realtimeRound(
  game,
  {
    newRound: () => show(newRound(variant.mode, variant.speed, game.rng.next() * 2 ** 32)),
    update(dt) {
      if (round.end) return;
      const before = round;
      round = tick(round, dt);
      if (round === before) return;
      showClock();
      if (round.end === 'time') lose(-1);
    },
    draw() {
      const now = performance.now();
      // A pause covers the field and lets go of a held press.
      if (game.currentPhase !== shownPhase) {
        shownPhase = game.currentPhase;
        if (shownPhase === 'paused') cancelPress();
        dirty = true;
      }
      if (!dirty && now >= animUntil && !presses.held) return;
      dirty = false;
      paint.draw(scene(now), now);
    },
  },
  {
    intro: `${INTRO[variant.mode]} ${t('Tap to dig, long-press or use Flag mode to flag. Numbers count the mines touching a cell.')}`,
    pauseText: t('The clock is stopped and the field is covered.'),
  },
);
show(newRound(variant.mode, variant.speed, 0));
