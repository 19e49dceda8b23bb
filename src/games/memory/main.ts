/**
 * Memory Match: pairs of drawn symbols dealt face down; turn two at a time to find them all. Alone,
 * or two players taking turns on one phone. The rules are in rules.ts; this file deals the cards
 * as buttons, turns them, and listens to taps and keys.
 */
import { $, blockScrollKeys, keyDirection, pageElements } from '../engine/dom';
import { startGame } from '../engine/game';
import { realtimeRound, type Round as Phases } from '../engine/round';
import {
  flip,
  MODES,
  newTable,
  readTable,
  tick,
  timeLeft,
  TIME_LIMIT,
  winner,
  type Flip,
  type Players,
  type Table,
} from './rules';
import { symbols } from './symbols';
import { BANGLA } from './words';

let table: Table;
let underWay = false;
let players: Players = 1;
const game = startGame({
  slug: 'memory',
  bangla: BANGLA,
  modes: MODES,
  // A round being played is worth resuming; the start screen and a finished round are not.
  snapshot: () => (underWay ? { state: table, score: table.score } : null),
  readSaved: (saved, { mode }) => readTable(saved, mode),
  resume: resumeTable,
});
const { t, num, variant } = game;
const SYMBOLS = symbols(t);
const TIMED = variant.mode === 'timed';

const page = pageElements('stage grid score moves status timer timer-text timer-bar turn turn-name choice');
const { stage, grid, score: scoreEl, moves: movesEl, status: statusEl, timer: timerEl, timerText, timerBar } = page;
const { turn: turnEl, turnName, choice } = page;
const tallies = [$('#tally-0'), $('#tally-1')];
grid.dataset.layout = variant.mode === 'big' ? 'big' : 'classic';
timerEl.hidden = !TIMED;
stage.classList.toggle('timed', TIMED);
$('#hint').textContent = {
  classic: t('Tap two cards to find a pair. Keyboard: arrows + Enter.'),
  big: t('12 pairs to find. Tap two cards at a time; keyboard: arrows + Enter.'),
  timed: t('Find all 8 pairs in {seconds} seconds. The clock starts with your first card.', {
    seconds: TIME_LIMIT[variant.speed],
  }),
}[variant.mode];

let cards: HTMLButtonElement[] = [];

function setScore() {
  scoreEl.textContent = num(table.score);
  game.score(table.score);
}

/** A card as it stands: face up, matched (and by whom, with two players), or a miss still showing. */
function paintCard(i: number) {
  const el = cards[i]!;
  const by = table.foundBy[i]!;
  const open = table.open.includes(i);
  el.classList.toggle('up', by >= 0 || open);
  el.classList.toggle('matched', by >= 0);
  el.classList.toggle('wrong', open && table.open.length === 2);
  el.classList.toggle('by-2', table.players === 2 && by === 1);
  el.classList.toggle('by-1', table.players === 2 && by === 0);
  const name = SYMBOLS[table.cards[i]!]!.name;
  const state = by >= 0 ? t('{name}, matched', { name }) : open ? name : t('face down');
  el.setAttribute('aria-label', t('Card {number}, {state}', { number: i + 1, state }));
}

/** Whose turn it is, large, and each player's pairs (two players only); the turn is announced. */
function showTurn(text = t("Player {n}'s turn", { n: table.turn + 1 })) {
  const two = table.players === 2;
  turnEl.hidden = !two;
  stage.classList.toggle('two', two);
  if (!two) return;
  turnEl.dataset.turn = String(table.turn);
  turnName.textContent = text;
  tallies.forEach((el, p) => {
    el.textContent = t('Player {n}: {pairs}', { n: p + 1, pairs: table.pairsBy[p]! });
    el.classList.toggle('active', p === table.turn);
  });
}

let shownSeconds = -1;
let shownBar = -1;
/** The countdown of timed play: seconds left as text and as a shrinking bar. */
function showClock() {
  if (!TIMED) return;
  const left = timeLeft(table);
  const seconds = Math.ceil(left);
  if (seconds !== shownSeconds) {
    shownSeconds = seconds;
    timerText.textContent = t('{seconds}s', { seconds });
    timerEl.classList.toggle('low', left < 10);
  }
  const bar = Math.round(left * 5);
  if (bar !== shownBar) {
    shownBar = bar;
    timerBar.style.transform = `scaleX(${left / table.limit})`;
  }
}

/** Deals a table's cards onto the grid: a new round, or one resumed. */
function show(next: Table) {
  table = next;
  grid.textContent = '';
  cards = table.cards.map((symbol, i) => {
    const { color, svg } = SYMBOLS[symbol]!;
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'card';
    // Static markup from the symbols' table; no player's data goes into innerHTML.
    el.innerHTML =
      '<div class="inner"><div class="face back"></div><div class="face front">' +
      `<svg viewBox="0 0 100 100" aria-hidden="true" fill="${color}">${svg}</svg></div></div>`;
    el.addEventListener('click', () => play(i));
    grid.appendChild(el);
    return el;
  });
  cards.forEach((_, i) => paintCard(i));
  movesEl.textContent = num(table.moves);
  setScore();
  shownSeconds = shownBar = -1;
  showClock();
  showTurn();
  underWay = true;
}

function choose(count: Players) {
  players = count;
  for (const b of choice.querySelectorAll<HTMLButtonElement>('[data-players]'))
    b.setAttribute('aria-pressed', String(b.dataset.players === String(count)));
}

/** A saved round comes back paused, its clock stopped until the players are ready. */
function resumeTable(saved: Table) {
  show(saved);
  choose(saved.players);
  phases.resumed();
}

/** The end of a two-player round: who won, or a draw, and each player's pairs. */
function duel(timeUp: boolean): [string, string] {
  const won = winner(table);
  const tally = { one: table.pairsBy[0], two: table.pairsBy[1], moves: table.moves };
  return [
    won === null ? t("It's a draw!") : t('Player {n} wins!', { n: won + 1 }),
    timeUp
      ? t("Time's up! Player 1: {one} pairs · Player 2: {two} pairs · {moves} moves", tally)
      : t('Player 1: {one} pairs · Player 2: {two} pairs · {moves} moves', tally),
  ];
}

function end(): void {
  underWay = false;
  const { moves, score } = table;
  const timeUp = table.end === 'time';
  const [title, text]: [string, (best: number) => string] =
    table.players === 2
      ? [duel(timeUp)[0], () => duel(timeUp)[1]]
      : timeUp
        ? [
            t("Time's up!"),
            (best) =>
              t('{matched} of {pairs} pairs in {moves} moves. Score {score} · Best {best}', {
                matched: table.found,
                pairs: table.pairs,
                moves,
                score,
                best,
              }),
          ]
        : [
            t('All matched!'),
            (best) =>
              t('{moves} moves in {secs}s (+{bonus} time bonus). Score {score} · Best {best}', {
                moves,
                secs: Math.round(table.elapsed),
                bonus: table.bonus,
                score,
                best,
              }),
          ];
  if (table.players === 2) showTurn(title);
  // A clean round: every pair found alone, in no more than two turns of cards a pair.
  if (table.players !== 2 && !timeUp && moves <= table.pairs * 2) game.achieved('clean-round');
  // Let the last card finish turning before the end panel appears.
  const shown = table;
  setTimeout(
    () => {
      if (shown === table) phases.end(score, title, text);
    },
    timeUp ? 0 : 600,
  );
}

function told(result: Flip) {
  for (const card of result.hidden) paintCard(card);
  paintCard(result.card);
  if (result.kind === 'up') return;
  paintCard(result.other);
  movesEl.textContent = num(table.moves);
  setScore();
  const a = SYMBOLS[table.cards[result.other]!]!.name;
  const b = SYMBOLS[table.cards[result.card]!]!.name;
  if (result.kind === 'match') {
    statusEl.textContent = t('Match: {name}. {left} pairs left.', { name: a, left: table.pairs - table.found });
    showTurn(t('Match! Player {n} goes again.', { n: table.turn + 1 }));
  } else {
    statusEl.textContent = t('No match: {a} and {b}.', { a, b });
    showTurn();
  }
}

function play(card: number) {
  if (game.currentPhase !== 'playing' || !underWay) return;
  const result = flip(table, card);
  if (!result) return;
  game.answered();
  told(result);
  if (table.end) end();
  else game.save();
}

const phases: Phases = realtimeRound(
  game,
  {
    newRound() {
      show(newTable(variant.mode, variant.speed, players, game.rng.next() * 2 ** 32));
    },
    update(dt) {
      if (!underWay) return;
      for (const card of tick(table, dt)) paintCard(card);
      if (table.end) end();
    },
    draw: showClock,
  },
  { intro: t('Play alone, or two players take turns on one phone: a match keeps the turn, a miss passes it.') },
);

// Arrow keys move focus around the grid; Enter and Space turn the focused card (it is a button).
blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (game.overlay.shown) {
    // On the start and end screens, 1 and 2 choose the number of players.
    if (game.currentPhase !== 'paused' && (e.key === '1' || e.key === '2')) choose(Number(e.key) as Players);
    return;
  }
  const dir = keyDirection(e);
  if (!dir) return;
  const i = cards.findIndex((c) => c === document.activeElement);
  if (i < 0) return cards[0]?.focus();
  // The number of columns depends on the layout (4 upright, 8 on wide screens).
  const cols = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
  const step = { left: -1, right: 1, up: -cols, down: cols }[dir];
  cards[(i + step + cards.length) % cards.length]!.focus();
});
for (const b of choice.querySelectorAll<HTMLButtonElement>('[data-players]'))
  b.addEventListener('click', () => choose(Number(b.dataset.players) as Players));
$('#restart').addEventListener('click', () => phases.start());

// The start screen: the cards wait face down behind it while the players choose.
show(newTable(variant.mode, variant.speed, 1, 0));
underWay = false;
game.overlay.show(
  t('Memory Match'),
  t('Play alone, or two players take turns on one phone: a match keeps the turn, a miss passes it.'),
  t('Play'),
);
