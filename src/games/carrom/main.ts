import { $, blockScrollKeys, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { pauseControls, startGame } from '../engine/game';
import { frameLoop } from '../engine/loop';
import { clamp, remaining, type Side } from './board';
import { painter, type Falling, type Layout } from './draw';
import { pointerInput } from './pointer';
import { paceOf, PRACTICE_MAX } from './pace';
import {
  canAim,
  cpuWindUp,
  MODES,
  moveStriker,
  newMatch,
  reportedScore,
  setAim,
  solo,
  strike,
  tick,
  winner,
  type GameEvent,
  type Match,
  type Note,
  type Players,
} from './rules';
import { readMatch } from './saved';
import { strikerBlocked, strikerOf } from './striker';
import { BANGLA } from './words';

// Carrom: flick the striker from your baseline to knock coins into the four corner pockets, against
// the computer or a second player across the table. The rules are in rules.ts and its modules; this
// file lays out, draws, listens and says what happened.

const game = startGame({
  slug: 'carrom',
  modes: MODES,
  bangla: BANGLA,
  readSaved: (saved, variant) => readMatch(saved, variant.mode, variant.speed),
  resume: (saved) => resumeSaved(saved),
  // A menu or a finished round has nothing to resume.
  snapshot: (): { state: Match; score: number } | null =>
    game.currentPhase === 'ready' || game.currentPhase === 'over' || match.phase === 'over'
      ? null
      : { state: match, score: reportedScore(match) },
});
const { t, num } = game;
const MODE = game.variant.mode;
const SPEED = game.variant.speed;
const PACE = paceOf(SPEED);
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#board');
const scoreEl = $('#score');
const turnEl = $('#turn');
const infoEl = $('#info');
const banners: Record<Side, HTMLElement> = { one: $('#banner-one'), two: $('#banner-two') };
const picker = $('#players');
const overlayEl = $('#overlay');
overlayEl.insertBefore(picker, $('[data-btn]', overlayEl));

let players: Players = 1;
// The board set out under the start panel is drawn from the page's seed itself, not from the game's
// generator, whose first draw deals the first match: the same seed gives a friend the same match.
let match: Match = newMatch(MODE, SPEED, players, game.variant.seed);
let power = 0;
let charging: { t0: number; down: boolean } | null = null;
let message: { text: string; until: number } | null = null;
const falling: Falling[] = [];
const paint = painter(game.variant.theme);
const L: Layout = { size: 300, frame: 14, k: 0.27, ox: 14, oy: 14, stripY: 300, stripH: 52, w: 300, h: 352 };
let room = { w: 360, h: 600 };

const playing = () => game.currentPhase === 'playing';
/** A person (not the computer) may place and aim now. */
const humanAims = () => playing() && canAim(match);

function say(text: string, ms = 1600) {
  message = { text, until: performance.now() + ms };
}

const setText = (el: HTMLElement, text: string) => {
  if (el.textContent !== text) el.textContent = text;
};

// ---- words -------------------------------------------------------------------------------------
const playerName = (side: Side) => (side === 'one' ? t('Player 1') : t('Player 2'));

function turnWords(side: Side): string {
  if (solo(match)) return side === 'one' ? t("Player 1's turn") : t("Player 2's turn");
  return side === 'one' ? t("Player 1's turn (white)") : t("Player 2's turn (black)");
}

function clockText() {
  const s = Math.max(0, Math.ceil(match.timeLeft));
  return t('Time {clock}', { clock: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` });
}

function updateInfo() {
  const over = match.phase === 'over';
  const [one, two] = match.scores;
  let turn: string;
  let info: string;
  if (players === 2) {
    turn = t('Player 1 {one} · Player 2 {two}', { one, two });
    info =
      MODE === 'practice'
        ? t('Strikes {strikes}/{max}', { strikes: match.strikes, max: PRACTICE_MAX })
        : MODE === 'timed'
          ? clockText()
          : t('Left {left}', { left: remaining(match.pieces) });
  } else if (MODE === 'classic') {
    turn = over ? t('Game over') : match.turn === 'one' ? t('Your turn (white)') : t('Computer (black)');
    info = t('You {score} · CPU {cpu}', { score: one, cpu: two });
  } else {
    turn = t('Left {left}', { left: remaining(match.pieces) });
    info = MODE === 'practice' ? t('Strikes {strikes}/{max}', { strikes: match.strikes, max: PRACTICE_MAX }) : clockText();
  }
  setText(turnEl, turn);
  setText(infoEl, info);
  for (const side of ['one', 'two'] as const) {
    const shown = players === 2 && game.currentPhase !== 'ready' && !over && match.turn === side;
    banners[side].hidden = players !== 2;
    setText(banners[side], shown ? turnWords(side) : '');
  }
  setText(scoreEl, num(reportedScore(match)));
  // The board is busy while the pieces roll or the computer takes its shot: no one may aim.
  const busy = String(match.phase === 'moving' || match.phase === 'cpu');
  if (canvas.getAttribute('aria-busy') !== busy) canvas.setAttribute('aria-busy', busy);
}

function intro(): string {
  const controls = t('Drag the striker, pull back and release; or ← → move, ↑ ↓ aim, Space strike.');
  let text: string;
  if (players === 2) {
    text =
      MODE === 'classic'
        ? t(
            'Player 1 is white at the bottom, player 2 is black at the top. Pocket your colour to strike again; the red queen is worth 50 if you cover it.',
          )
        : MODE === 'practice'
          ? t('Take turns: your turn goes on while you pocket coins. Clear the board in at most {max} strikes.', {
              max: PRACTICE_MAX,
            })
          : t('Take turns for {seconds} seconds: your turn goes on while you pocket coins.', { seconds: PACE.timeLimit });
  } else {
    text =
      MODE === 'classic'
        ? t(
            'You are white, the computer is black. Pocket your colour to strike again; the red queen is worth 50 if you cover it.',
          )
        : MODE === 'practice'
          ? t('Pocket all 19 coins in as few strikes as you can (at most {max}).', { max: PRACTICE_MAX })
          : t('Pocket as many coins as you can in {seconds} seconds.', { seconds: PACE.timeLimit });
  }
  return `${text} ${controls}`;
}

function showPicker() {
  picker.hidden = false;
  for (const b of picker.querySelectorAll<HTMLButtonElement>('button'))
    b.setAttribute('aria-pressed', String(Number(b.dataset.players) === players));
  $('[data-players="1"]', picker).textContent = MODE === 'classic' ? t('vs computer') : t('1 player');
}

function noteText(note: Note, who: Side): string {
  const words: Record<Note['id'], string> = {
    'solo-foul': t('Foul! Striker pocketed −10'),
    'solo-queen': t('Queen! +50'),
    foul: t('Foul! −10'),
    'cpu-foul': t('Computer fouled'),
    'queen-back': t('Queen back to the centre'),
    'queen-covered': t('Queen covered! +50'),
    'cpu-took-queen': t('Computer took the queen'),
    'cover-queen': t('Queen! Cover it with your next coin'),
    'cpu-must-cover': t('Computer must cover the queen'),
    'cpu-covered': t('Computer covered the queen'),
    'not-covered': t('Not covered: queen returns'),
    gain: num(`+${note.n ?? 0}`),
  };
  const text = words[note.id];
  return players === 2 && note.id !== 'gain' && note.id !== 'queen-back' ? `${playerName(who)}: ${text}` : text;
}

// ---- the round ---------------------------------------------------------------------------------
function layout() {
  const { w, h } = room;
  const infoH = 28;
  const bannerH = players === 2 ? 2 * 42 : 0;
  L.stripH = 52;
  const gap = 8;
  const size = Math.floor(clamp(Math.min(w - 16, h - 16 - L.stripH - gap - infoH - bannerH), 200, 640));
  L.size = size;
  L.frame = Math.round(size * 0.045);
  L.ox = L.frame;
  L.oy = L.frame;
  L.k = (size - 2 * L.frame) / 1000;
  L.stripY = size + gap;
  L.w = size;
  L.h = size + gap + L.stripH;
  paint.resize(L, fitCanvas(canvas, L.w, L.h));
  $('#table').style.width = `${size}px`;
}

function start() {
  match = newMatch(MODE, SPEED, players, game.rng.next() * 2 ** 32);
  power = 0;
  charging = null;
  falling.length = 0;
  $('#table').classList.toggle('two', players === 2);
  layout();
  game.overlay.hide();
  game.phase('playing');
  game.score(reportedScore(match));
  updateInfo();
  if (MODE === 'timed') say(t('Pocket all you can in {seconds} s', { seconds: PACE.timeLimit }), 1800);
  else if (MODE === 'practice') say(t('Pocket every coin in few strikes'), 1800);
  else say(players === 2 ? t('Player 1 is white · Player 2 is black') : t('You are white · your turn'), 1800);
  game.save();
}

function pause() {
  if (!playing()) return;
  game.phase('paused');
  charging = null;
  dragEnd();
  if (match.phase === 'aim') power = 0;
  picker.hidden = true;
  game.overlay.show(t('Paused'), t('Take a breather.'), t('Resume'));
}

function resumePlay() {
  game.overlay.hide();
  game.phase('playing');
}

function resumeSaved(saved: Match) {
  match = saved;
  players = saved.players;
  $('#table').classList.toggle('two', players === 2);
  layout();
  picker.hidden = true;
  game.phase('paused');
  game.score(reportedScore(match));
  updateInfo();
  game.overlay.show(t('Paused'), t('Welcome back: your game is where you left it.'), t('Resume'));
}

function endRound() {
  const { reason, bonus } = match.end!;
  const [one, two] = match.scores;
  const score = reportedScore(match);
  game.phase('over');
  const best = game.over(score);
  let title: string;
  let text: string;
  const won = winner(match);
  if (players !== 2 && won === 'one') game.achieved('win');
  if (MODE === 'classic') {
    const why =
      reason === 'cleared'
        ? t('The board is clear.')
        : reason === 'white-gone'
          ? t('All the white coins are gone.')
          : t('All the black coins are gone.');
    if (players === 2) {
      title = won === 'one' ? t('Player 1 wins!') : won === 'two' ? t('Player 2 wins!') : t('A draw');
      text = t('{why} Player 1 {one} · Player 2 {two}.', { why, one, two });
    } else {
      title = won === 'one' ? t('You win!') : won === 'two' ? t('Computer wins') : t('A draw');
      text = t('{why} You {score} · Computer {cpu}.', { why, score: one, cpu: two });
    }
  } else if (players === 2) {
    title = won === 'one' ? t('Player 1 wins!') : won === 'two' ? t('Player 2 wins!') : t('A draw');
    const why =
      reason === 'cleared'
        ? t('The board is clear.')
        : reason === 'strikes'
          ? t('All {max} strikes used.', { max: PRACTICE_MAX })
          : t('Time is up.');
    text = `${bonus ? `${why} ${t('Bonus +{bonus}.', { bonus })}` : why} ${t('Player 1 {one} · Player 2 {two}.', { one, two })}`;
  } else if (MODE === 'practice') {
    const cleared = reason === 'cleared';
    title = cleared ? t('Board cleared!') : t('Out of strikes');
    text = cleared
      ? t('{strikes} strikes, bonus +{bonus}. Score {score}.', { strikes: match.strikes, bonus, score })
      : t('{strikes} strikes used, {left} left. Score {score}.', { strikes: PRACTICE_MAX, left: remaining(match.pieces), score });
  } else {
    const pocketed = 19 - remaining(match.pieces);
    title = reason === 'cleared' ? t('Board cleared!') : t("Time's up");
    text = bonus
      ? t('{pocketed} of 19 pocketed, time bonus +{bonus}. Score {score}.', { pocketed, bonus, score })
      : t('{pocketed} of 19 pocketed. Score {score}.', { pocketed, score });
  }
  text += ` ${t('Best {best}.', { best })}`;
  updateInfo();
  showPicker();
  game.overlay.show(title, text, t('Play again'));
}

function handle(events: readonly GameEvent[]) {
  for (const e of events) {
    if (e.type === 'pocketed') {
      if (!reducedMotion) falling.push({ kind: e.kind, x: e.x, y: e.y, px: e.px, py: e.py, fall: 1 });
    } else if (e.type === 'resolved') {
      const text = e.notes.map((n) => noteText(n, e.who)).join(' · ');
      if (text) say(text, solo(match) ? 1600 : 2000);
      game.score(reportedScore(match));
      game.save();
    } else if (e.type === 'last-shot') {
      say(t('Last shot!'), 1200);
    } else {
      endRound();
    }
  }
}

// ---- input -------------------------------------------------------------------------------------
function place(x: number) {
  const next = moveStriker(match, x);
  if (!next) return;
  match = next;
  game.answered();
}

function aimAt(angle: number, counts: boolean) {
  const next = setAim(match, angle);
  if (!next) return;
  match = next;
  if (counts) game.answered();
}

function shoot(pw: number) {
  charging = null;
  if (strikerBlocked(match.pieces)) {
    say(t('Move the striker off the coin'));
    power = 0;
    return;
  }
  const next = strike(match, pw);
  power = 0;
  if (!next) return;
  match = next;
  game.answered();
}

const dragEnd = pointerInput(canvas, paint, {
  active: humanAims,
  side: () => match.turn,
  strikerX: () => strikerOf(match.pieces).x,
  place,
  aim: (a) => aimAt(a, false),
  power: (p) => (power = p),
  strike: (p) => shoot(p),
  size: () => L.size,
});

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (!playing() || e.key === 'p' || e.key === 'P' || e.key === 'Escape') return;
  if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return;
  const d = keyDirection(e);
  if (d && humanAims()) {
    e.preventDefault();
    if (d === 'left' || d === 'right') {
      const step = e.shiftKey ? 4 : 14;
      place(strikerOf(match.pieces).x + (d === 'left' ? -step : step));
    } else {
      aimAt(match.aim + (d === 'up' ? -1 : 1) * (e.shiftKey ? 0.01 : 0.035), true);
    }
    return;
  }
  if ((e.key === ' ' || e.key === 'Enter') && humanAims()) {
    e.preventDefault();
    if (e.repeat) return;
    if (!charging) {
      charging = { t0: performance.now(), down: true };
      game.answered();
    } else if (!charging.down) {
      // Second press of a tap-tap: strike with the power showing now.
      shoot(power);
    }
  }
});
window.addEventListener('keyup', (e) => {
  if ((e.key === ' ' || e.key === 'Enter') && charging?.down) {
    // Held long enough: releasing strikes. A quick tap leaves the meter swinging for a second press.
    if (performance.now() - charging.t0 > 250 && humanAims()) shoot(power);
    else charging.down = false;
  }
});

for (const b of picker.querySelectorAll<HTMLButtonElement>('button')) {
  b.addEventListener('click', () => {
    players = Number(b.dataset.players) === 2 ? 2 : 1;
    showPicker();
    $('[data-text]', overlayEl).textContent = intro();
  });
}

pauseControls(game, { pause, resume: resumePlay, start });

// ---- the frame loop ----------------------------------------------------------------------------
frameLoop({
  update(dt) {
    if (playing() && match.phase !== 'over') {
      const { match: next, events } = tick(match, dt);
      match = next;
      handle(events);
      if (charging) {
        // Power swings up and down while Space is held (or until it is pressed again).
        const s = ((performance.now() - charging.t0) / 1300) % 2;
        power = Math.max(0.05, s < 1 ? s : 2 - s);
      }
      if (playing()) updateInfo();
    }
    for (let i = falling.length - 1; i >= 0; i -= 1) {
      falling[i]!.fall -= dt * 4;
      if (falling[i]!.fall <= 0) falling.splice(i, 1);
    }
  },
  draw() {
    const now = performance.now();
    if (message && now > message.until) message = null;
    const aiming = match.phase === 'aim' || match.phase === 'cpu';
    paint.draw({
      pieces: match.pieces,
      falling,
      aiming: aiming ? { side: match.turn, cpu: match.phase === 'cpu', aim: match.aim } : null,
      power: match.phase === 'cpu' ? cpuWindUp(match) : power,
      active: humanAims(),
      blocked: match.phase === 'aim' && strikerBlocked(match.pieces),
      guide: PACE.guide,
      message: message && { text: message.text, alpha: clamp((message.until - now) / 300, 0, 1) },
    });
  },
}).start();

onResize(stage, (w, h) => {
  room = { w, h };
  layout();
});

// The first screen: the board set out under the start panel with the choice of opponent.
showPicker();
$('[data-text]', overlayEl).textContent = intro();
updateInfo();
game.phase('ready');
