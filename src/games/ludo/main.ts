import { $, blockScrollKeys, fitCanvas, keyDirection, onResize } from '../engine/dom';
import { pauseControls, startGame } from '../engine/game';
import { frameLoop } from '../engine/loop';
import { drawScene, paintBoard, type Scene, type TokenSprite } from './draw';
import { tableView } from './table-view';
import { HOME, spot, yardAt, type Seat } from './rules-board';
import { computerChoice } from './rules-computer';
import {
  defaultSetup,
  legalMoves,
  MODE_RULES,
  MODES,
  move,
  newGame,
  people,
  POINTS,
  readGame,
  roll,
  seatsFor,
  standings,
  tableScore,
  type Capture,
  type Event,
  type Ludo,
  type Move,
  type Setup,
} from './rules';
import { setupPanel } from './setup-panel';
import { BANGLA } from './words';

// Ludo: the cross-shaped board with four coloured yards, for one person against the computer (the
// titles' default) or for 2 to 4 people passing one phone. The rules are in rules*.ts; this file
// runs the turns at a pace a player can follow, draws them and listens.

let game: Ludo | null = null;
const engine = startGame({
  slug: 'ludo',
  modes: MODES,
  bangla: BANGLA,
  readSaved: (saved, variant) => readGame(saved, variant.mode),
  resume: (saved) => begin(saved, true),
  // A finished game has nothing to resume.
  snapshot: () => (game && game.phase !== 'over' ? { state: game, score: tableScore(game) } : null),
});
const { t, variant } = engine;
const MODE = MODE_RULES[variant.mode];

const stage = $('#stage');
const canvas = $<HTMLCanvasElement>('#board');
const dieBtn = $<HTMLButtonElement>('#die');
const scoreEl = $('#score');

const NAMES: Record<Seat, string> = { 0: t('Green'), 1: t('Yellow'), 2: t('Blue'), 3: t('Red') };

// ---- pace ------------------------------------------------------------------------------------
/** Speed 1/2/3: how quickly the computer rolls and walks. */
const PACE = {
  1: { think: 900, step: 250, roll: 650 },
  2: { think: 600, step: 170, roll: 500 },
  3: { think: 380, step: 115, roll: 380 },
}[variant.speed];
/** A player who asked for less motion sees the die land and tokens jump at once. */
const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const moving = (ms: number) => (calm ? 0 : ms);

// ---- the view's own state: what is being shown, never the rules ---------------------------------
type Ui = 'idle' | 'roll' | 'rolling' | 'pick' | 'moving';
let ui: Ui = 'idle';
let clock = 0; // ms of play; stands still while paused
let timers: Array<{ at: number; fn: () => void }> = [];
let moves: Move[] = [];
let selected = -1;
let faceShown = false; // false until this turn's roll lands: the yard's die shows a "?"
let walker: { player: number; token: number; path: number[]; at: number; ms: number } | null = null;
let flights: Array<Capture & { at: number }> = [];
let pops: Array<{ x: number; y: number; text: string; at: number; seat: Seat }> = [];
let S = 22; // one cell in CSS pixels
let ctx = canvas.getContext('2d')!;
let boardImg: HTMLCanvasElement | null = null;

/** fn() after ms of play; at once when there is nothing to wait for (a calm player's die and walk). */
const after = (ms: number, fn: () => void) => {
  if (ms <= 0) fn();
  else timers.push({ at: clock + ms, fn });
};

const panel = setupPanel($('#setup'), defaultSetup(variant.mode, variant.speed), engine.num, (setup) => {
  preview = newGame(variant.mode, setup, 0);
  repaint();
  if (engine.currentPhase === 'ready') $('#overlay [data-text]').textContent = introText(setup);
});
/** The board before the first game: the chosen seats' tokens waiting. */
let preview = newGame(variant.mode, panel.setup, 0);
const shown = () => game ?? preview;
const table = tableView({ t, num: engine.num, names: NAMES, tokens: MODE.tokens });

const isPerson = (i: number) => shown().players[i]!.person;
/** One person against the computer is "you", as in the old game; a table of people go by colour. */
const solo = () => people(shown()) < 2;
const nameOf = (i: number) => (solo() && isPerson(i) ? t('You') : NAMES[shown().players[i]!.seat]);
const you = (i: number) => solo() && isPerson(i);

// ---- the words ----------------------------------------------------------------------------------
function introText(setup: Setup): string {
  const names = (from: number, to: number) =>
    seatsFor(setup.people + setup.computers)
      .slice(from, to)
      .map((seat) => NAMES[seat])
      .join(', ');
  const rules = t('Roll a six to bring a token out; land on a rival to send it home. Stars are safe.');
  if (setup.people === 1 && setup.computers === MODE.seats - 1) {
    const intro = {
      classic: t('You (red) against Yellow. First to bring all four tokens home wins.'),
      four: t('You (red) against Green, Yellow and Blue. First to bring all four tokens home wins.'),
      quick: t('A short game: two tokens each, one already out, you (red) against Yellow.'),
    }[variant.mode];
    return `${intro} ${rules}`;
  }
  const goal = MODE.tokens === 4 ? t('Bring all four tokens home.') : t('Bring both tokens home.');
  if (setup.people === 1) return `${t('You (red) against {names}.', { names: names(1, 4) })} ${goal} ${rules}`;
  const pass = t('Pass the phone: {names} take turns.', { names: names(0, setup.people) });
  const computer = setup.computers ? ` ${t('The computer plays {names}.', { names: names(setup.people, 4) })}` : '';
  return `${pass}${computer} ${goal} ${t('First home wins; the others play on for places.')} ${rules}`;
}

/** The banner: whose turn it is, in their colour, big enough to read across the table. */
function announce(i: number, text: string) {
  table.banner(shown().players[i]!.seat, text);
}

function say(text: string) {
  table.news(text);
}

function setDie(mode: string, label: string) {
  dieBtn.dataset.mode = mode;
  dieBtn.setAttribute('aria-label', label);
}

function setScore() {
  if (!game) return;
  const score = tableScore(game);
  scoreEl.textContent = String(score);
  engine.score(score);
}

function refresh() {
  table.players(shown(), engine.currentPhase === 'playing' ? shown().turn : -1, nameOf, solo());
}

// ---- turns --------------------------------------------------------------------------------------

function start() {
  begin(newGame(variant.mode, panel.setup, engine.rng.next() * 2 ** 32), false);
  engine.save();
}

/** Puts a game on the board, new or resumed, and carries on from its state. */
function begin(next: Ludo, resumed: boolean) {
  game = next;
  timers = [];
  flights = [];
  pops = [];
  walker = null;
  repaint();
  engine.overlay.hide();
  panel.show(false);
  engine.phase('playing');
  setScore();
  say(resumed ? t('Welcome back: your game is where you left it.') : '');
  if (game.phase === 'move') rolled({ kind: 'rolled', player: game.turn, die: game.die, moves: legalMoves(game) });
  else beginTurn(false);
}

function beginTurn(again: boolean) {
  const i = game!.turn;
  moves = [];
  selected = -1;
  faceShown = false;
  refresh();
  const name = nameOf(i);
  if (isPerson(i)) {
    ui = 'roll';
    if (solo()) announce(i, again ? t('Roll again!') : t('Your turn: tap the die to roll'));
    else announce(i, again ? t('{name}, roll again!', { name }) : t("{name}'s turn — roll the die", { name }));
    setDie('roll', t('Roll the die'));
  } else {
    ui = 'idle';
    announce(i, again ? t('{name} rolls again…', { name }) : t('{name} is rolling…', { name }));
    setDie('wait', t('{name} is playing', { name }));
    after(PACE.think, doRoll);
  }
}

function doRoll() {
  if (!game || engine.currentPhase !== 'playing' || (ui !== 'roll' && ui !== 'idle') || game.phase !== 'roll') return;
  const i = game.turn;
  const step = roll(game);
  game = step.game;
  ui = 'rolling';
  if (isPerson(i)) {
    engine.answered();
    setDie('rolling', t('Rolling'));
  }
  engine.save();
  after(moving(isPerson(i) ? 380 : PACE.roll), () => rolled(step.event));
}

function rolled(event: Event) {
  if (event.kind === 'moved') return;
  const i = event.player;
  const name = nameOf(i);
  const die = event.kind === 'three-sixes' ? 6 : event.die;
  table.die(die);
  faceShown = true;
  setDie(isPerson(i) ? 'shown' : 'wait', t('The die shows {die}', { die }));
  if (event.kind === 'three-sixes') {
    ui = 'idle';
    say(you(i) ? t('Three sixes! Your turn is lost.') : t("Three sixes! {name}'s turn is lost.", { name }));
    after(moving(1100), () => beginTurn(false));
    return;
  }
  if (event.kind === 'no-move') {
    ui = 'idle';
    say(t(event.again ? '{name} rolled {die}: no move, roll again.' : '{name} rolled {die}: no move.', { name, die }));
    after(isPerson(i) ? moving(900) : PACE.think + 200, () => beginTurn(event.again));
    return;
  }
  moves = event.moves;
  if (!isPerson(i)) {
    ui = 'idle';
    const choice = computerChoice(game!);
    game = choice.game;
    after(PACE.think * 0.6, () => doMove(choice.token));
    return;
  }
  ui = 'pick';
  selected = [...moves].sort((a, b) => b.from - a.from)[0]!.token;
  setDie('move', t('Move the chosen token'));
  if (new Set(moves.map((m) => m.from)).size === 1) {
    // Only one real choice: made for the player after a beat, so they see what happens.
    announce(i, solo() ? t('You rolled {die}.', { die }) : t('{name} rolled {die}.', { name, die }));
    after(moving(480), () => ui === 'pick' && game?.turn === i && doMove(selected));
  } else {
    announce(
      i,
      solo() ? t('You rolled {die}: tap a token to move', { die }) : t('{name} rolled {die} — choose a token', { name, die }),
    );
  }
}

function doMove(token: number) {
  if (!game || engine.currentPhase !== 'playing') return;
  const step = move(game, token);
  if (!step || step.event.kind !== 'moved') return;
  const event = step.event;
  const i = event.player;
  game = step.game;
  ui = 'moving';
  moves = [];
  if (isPerson(i)) {
    engine.answered();
    setDie('wait', t('Moving'));
    const { from, to } = event.move;
    say(from < 0 ? t('A six! Token out.') : t('Moving {steps}…', { steps: to - from }));
  }
  const { from, to } = event.move;
  const path = from < 0 ? [from, 0] : Array.from({ length: to - from + 1 }, (_, k) => from + k);
  const ms = moving(isPerson(i) ? 140 : PACE.step);
  walker = { player: i, token, path, at: clock, ms };
  engine.save();
  after(ms * (path.length - 1), () => landed(event));
}

function pop(i: number, token: number, points: number) {
  const player = shown().players[i]!;
  const [x, y] = spot(player.seat, player.tokens[token]!, token);
  pops.push({ x, y, text: engine.num(`+${points}`), at: clock, seat: player.seat });
}

function landed(event: Extract<Event, { kind: 'moved' }>) {
  walker = null;
  const i = event.player;
  const name = nameOf(i);
  let news = '';
  for (const c of event.captured) flights.push({ ...c, at: clock });
  if (event.captured.length) {
    const victim = event.captured[0]!.player;
    if (isPerson(i)) pop(i, event.move.token, POINTS.capture * event.captured.length);
    if (you(i)) news = t('Captured {name}!', { name: nameOf(victim) });
    else if (event.captured.some((c) => you(c.player))) news = t('{name} captured your token!', { name });
    else news = t('{name} captured {other}!', { name, other: nameOf(victim) });
  }
  if (event.home) {
    if (isPerson(i)) pop(i, event.move.token, POINTS.home);
    news = you(i) ? t('Your token is home!') : t("{name}'s token is home!", { name });
  }
  if (event.finished && !solo()) news = t('{name} has every token home: place {place}!', { name, place: game!.places.length });
  setScore();
  refresh();
  if (game!.phase === 'over') return finish();
  // The walk is over: its "Moving…" gives way to what the move did, or to the roll that made it.
  const die = game!.die;
  say(news || (you(i) ? t('You rolled {die}.', { die }) : t('{name} rolled {die}.', { name, die })));
  after(moving(news ? 700 : 250), () => beginTurn(event.again));
}

function finish() {
  const g = game!;
  ui = 'idle';
  const score = tableScore(g);
  // A win against the computer's players; a game between people at one phone is nobody's achievement.
  if (solo() && you(standings(g)[0]!)) engine.achieved('win');
  engine.phase('over');
  const best = engine.over(score);
  refresh();
  setDie('wait', t('Game over'));
  const order = standings(g);
  const winner = order[0]!;
  const name = nameOf(winner);
  if (solo()) {
    const me = g.players.find((p) => p.person)!;
    announce(winner, you(winner) ? t('You win!') : t('{name} wins.', { name }));
    const home = me.tokens.filter((p) => p === HOME).length;
    const text = t(
      me.captures === 1
        ? 'Score {score} · {captures} capture · {home}/{tokens} tokens home · Best {best}'
        : 'Score {score} · {captures} captures · {home}/{tokens} tokens home · Best {best}',
      { score, captures: me.captures, home, tokens: MODE.tokens, best },
    );
    showEnd(you(winner) ? t('You win!') : t('{name} wins', { name }), text);
    return;
  }
  announce(winner, t('{name} wins.', { name }));
  const places = order.map((p, k) =>
    t('{place}. {name}: {points} points', { place: k + 1, name: nameOf(p), points: g.players[p]!.points }),
  );
  showEnd(t('{name} wins', { name }), [...places, t('Best {best}', { best })].join('\n'));
}

/**
 * The end screen comes after a beat, so that the last move is seen, and so that a key pressed for
 * that move does not press Play again at once and wipe the places off the screen.
 */
function showEnd(title: string, text: string) {
  setTimeout(() => {
    if (engine.currentPhase !== 'over') return;
    panel.show(true);
    engine.overlay.show(title, text, t('Play again'));
  }, 700);
}

// ---- pause ----------------------------------------------------------------------------------------

pauseControls(engine, {
  pause() {
    engine.phase('paused');
    panel.show(false);
    engine.overlay.show(t('Paused'), t('The dice will wait for you.'), t('Resume'));
  },
  resume() {
    engine.overlay.hide();
    engine.phase('playing');
  },
  start,
});

// ---- the players' input -----------------------------------------------------------------------------

const myTurn = () => !!game && engine.currentPhase === 'playing' && isPerson(game.turn);

function act() {
  if (!myTurn()) return;
  if (ui === 'roll') doRoll();
  else if (ui === 'pick' && selected >= 0) doMove(selected);
}

function choose(token: number) {
  if (token === selected || !moves.some((m) => m.token === token)) return;
  selected = token;
  engine.answered();
}

function cycle(dir: number) {
  const list = moves.map((m) => m.token).sort((a, b) => a - b);
  if (list.length < 2) return;
  choose(list[(list.indexOf(selected) + dir + list.length) % list.length]!);
}

blockScrollKeys();
window.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return; // the button acts
  const phase = engine.currentPhase;
  const starts = (phase === 'ready' || phase === 'over') && engine.overlay.shown;
  if (starts && (e.key === ' ' || e.key === 'Enter')) return start();
  if (!myTurn()) return;
  if (e.key === ' ' || e.key === 'Enter') act();
  else if (ui === 'pick') {
    const d = keyDirection(e);
    if (d === 'left' || d === 'up') cycle(-1);
    else if (d === 'right' || d === 'down') cycle(1);
    else if (/^[1-4]$/.test(e.key)) choose(Number(e.key) - 1);
  }
});

dieBtn.addEventListener('click', act);

canvas.addEventListener('pointerdown', (e) => {
  if (!myTurn()) return;
  const rect = canvas.getBoundingClientRect();
  const x = (e.clientX - rect.left) / S;
  const y = (e.clientY - rect.top) / S;
  const player = game!.players[game!.turn]!;
  // A tap on the yard whose turn it is (where the die sits) rolls too.
  if (ui === 'roll' && yardAt(x, y) === player.seat) return doRoll();
  if (ui !== 'pick') return;
  let hit = -1;
  let near = Math.max(0.95, 24 / S);
  for (const m of moves) {
    const [tx, ty] = spot(player.seat, m.from, m.token);
    const d = Math.hypot(tx - x, ty - y);
    if (d < near) {
      near = d;
      hit = m.token;
    }
  }
  if (hit >= 0) doMove(hit);
  else say(solo() ? t('Tap one of your glowing tokens') : t('Tap one of the glowing tokens'));
});

// ---- drawing --------------------------------------------------------------------------------------

function repaint() {
  boardImg = paintBoard(
    S,
    variant.theme,
    shown().players.map((p) => p.seat),
  );
  refresh();
}

/** Where a token is drawn now: walking, flying home after a capture, or standing still. */
function sprite(i: number, token: number): TokenSprite {
  const player = shown().players[i]!;
  const { seat } = player;
  const progress = player.tokens[token]!;
  const label = player.person ? engine.num(token + 1) : null;
  const chosen = ui === 'pick' && i === shown().turn && token === selected;
  const base = { seat, idx: token, progress, label, chosen };
  const flight = flights.find((f) => f.player === i && f.token === token);
  if (flight) {
    const k = calm ? 1 : Math.min(1, (clock - flight.at) / 450);
    const [fx, fy] = spot(seat, flight.from, token);
    const [tx, ty] = spot(seat, progress, token);
    return { ...base, x: fx + (tx - fx) * k, y: fy + (ty - fy) * k, lift: Math.sin(k * Math.PI) * 1.2 };
  }
  if (walker && walker.player === i && walker.token === token && walker.ms > 0) {
    const steps = (clock - walker.at) / walker.ms;
    const n = Math.min(Math.floor(steps), walker.path.length - 2);
    const k = Math.min(1, (steps - n) / 0.85);
    const e = k * (2 - k);
    const [ax, ay] = spot(seat, walker.path[n]!, token);
    const [bx, by] = spot(seat, walker.path[n + 1]!, token);
    return { ...base, x: ax + (bx - ax) * e, y: ay + (by - ay) * e, lift: Math.sin(k * Math.PI) * 0.35 };
  }
  const [x, y] = spot(seat, progress, token);
  return { ...base, x, y, lift: 0 };
}

function scene(now: number): Scene {
  const g = shown();
  const tokens = g.players.flatMap((p, i) => p.tokens.map((_, token) => sprite(i, token)));
  const phase = engine.currentPhase;
  const seat = g.players[g.turn]!.seat;
  const picking = phase === 'playing' && ui === 'pick';
  const chosen = picking ? moves.find((m) => m.token === selected) : undefined;
  return {
    tokens,
    die:
      game && (phase === 'playing' || phase === 'paused')
        ? { seat, face: ui === 'rolling' ? 1 + (Math.floor(now / 70) % 6) : faceShown ? g.die : null, rolling: ui === 'rolling' }
        : null,
    movable: picking ? moves.map((m) => spot(seat, m.from, m.token)) : [],
    landing: chosen ? { ...xy(spot(seat, chosen.to, chosen.token)), seat } : null,
    pops: pops.map((p) => ({ ...p, k: (clock - p.at) / 900 })),
    pulse: 0.5 + 0.5 * Math.sin(now / 180),
    wobble: Math.sin(now / 60) * 0.5,
  };
}

const xy = ([x, y]: [number, number]) => ({ x, y });

frameLoop({
  update(dt) {
    if (engine.currentPhase !== 'playing') return;
    clock += dt * 1000;
    const due = timers.filter((x) => x.at <= clock);
    if (due.length) {
      timers = timers.filter((x) => x.at > clock);
      for (const x of due) x.fn();
    }
    flights = flights.filter((f) => clock - f.at < 450);
    pops = pops.filter((p) => clock - p.at < 900);
  },
  draw() {
    const now = performance.now();
    drawScene(ctx, S, boardImg, scene(now), variant.theme.accent2);
  },
}).start();

onResize(stage, (w, h) => {
  const room = Math.min(w - 10, h - 190, 600);
  S = Math.max(14, Math.floor(room / 15));
  ctx = fitCanvas(canvas, S * 15, S * 15);
  $('#table').style.width = `${S * 15}px`;
  repaint();
});

engine.phase('ready');
table.die(6);
setDie('wait', t('Roll the die'));
$('#overlay [data-text]').textContent = introText(panel.setup);
table.banner(null, t('Choose who plays, then tap Play.'));
