import { Rng } from '../engine/rng';
import { HOME, SAFE, SEATS, square, YARD, type Seat } from './rules-board';

/**
 * Ludo's rules, apart from its drawing. A six brings a token out of the yard and earns another
 * roll, as do a capture and a token reaching home; three sixes in a row forfeit the turn (the moves
 * of the first two stand). A token goes home only with the exact roll. Landing on a rival's token
 * sends it back to its yard, except on the start squares and the stars, where tokens share the
 * square. Pure: a roll or a move takes a state and gives the next one, with all chance drawn from
 * the state's own seeded generator.
 */

export type Mode = 'classic' | 'four' | 'quick';
export const MODES = ['classic', 'four', 'quick'] as const satisfies readonly [Mode, ...Mode[]];

/** How well the computer plays: at random, as the old game did, or weighing every move. */
export type Strength = 'easy' | 'normal' | 'hard';
export const STRENGTHS: readonly Strength[] = ['easy', 'normal', 'hard'];

/** What a title's mode deals: how many seats by default, tokens each, and tokens already out. */
export const MODE_RULES: Readonly<Record<Mode, { seats: number; tokens: number; out: number }>> = {
  classic: { seats: 2, tokens: 4, out: 0 },
  four: { seats: 4, tokens: 4, out: 0 },
  // The quick game starts with a token on each start square, so nobody waits for a six.
  quick: { seats: 2, tokens: 2, out: 1 },
};

/** The roll that brings a token out of its yard. */
export const ENTER_ROLL = 6;
/** The sixes in a row that forfeit the turn. */
export const SIXES_LOST = 3;
/** Points: a point a square walked, and bonuses for captures, tokens home and first place. */
export const POINTS = { capture: 20, home: 50, win: 100 } as const;

/** Who plays: how many seats are people passing the phone, how many the computer, and how well it plays. */
export interface Setup {
  people: number;
  computers: number;
  strength: Strength;
}

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** The setup a title plays without being asked: one person against the computer, as the old game. */
export function defaultSetup(mode: Mode, speed: 1 | 2 | 3): Setup {
  return { people: 1, computers: MODE_RULES[mode].seats - 1, strength: STRENGTHS[speed - 1]! };
}

export function isValidSetup(setup: Setup): boolean {
  const { people, computers } = setup;
  const whole = Number.isInteger(people) && Number.isInteger(computers);
  return whole && people >= 1 && computers >= 0 && people + computers >= MIN_SEATS && people + computers <= MAX_SEATS;
}

/** The setup with this many people: the computer's seats shrink or grow to keep 2 to 4 seats. */
export function withPeople(setup: Setup, count: number): Setup {
  const computers = Math.min(Math.max(setup.computers, MIN_SEATS - count), MAX_SEATS - count);
  return { ...setup, people: count, computers };
}

/** The setup with this many computer seats: the people's seats shrink or grow to keep 2 to 4 seats. */
export function withComputers(setup: Setup, count: number): Setup {
  const persons = Math.min(Math.max(setup.people, MIN_SEATS - count, 1), MAX_SEATS - count);
  return { ...setup, people: persons, computers: count };
}

/** The seats of a table of n, in turn order: red first, then clockwise; two sit opposite. */
export function seatsFor(n: number): Seat[] {
  return n === 2 ? [3, 1] : n === 3 ? [3, 0, 1] : [3, 0, 1, 2];
}

export interface Player {
  seat: Seat;
  /** A person at the table (passing the phone), or the computer. */
  person: boolean;
  /** Each token's progress (rules-board.ts: YARD, 0..56). */
  tokens: number[];
  points: number;
  captures: number;
}

export type Phase = 'roll' | 'move' | 'over';

export interface Ludo {
  mode: Mode;
  strength: Strength;
  /** In turn order. */
  players: Player[];
  /** Whose turn it is: an index into players. */
  turn: number;
  phase: Phase;
  /** The last roll (0 before the first). */
  die: number;
  /** Sixes rolled in a row in this turn. */
  sixes: number;
  /** Players (indices) in the order they brought every token home. */
  places: number[];
  /** The generator's state, so that a resumed game rolls what it would have rolled. */
  rng: number;
}

/** One legal move: a token of the player whose turn it is, from and to. */
export interface Move {
  token: number;
  from: number;
  to: number;
}

/** A token sent back to its yard. */
export interface Capture {
  player: number;
  token: number;
  from: number;
}

/** What a roll or a move did, for the view to say and to animate. */
export type Event =
  | { kind: 'rolled'; player: number; die: number; moves: Move[] }
  | { kind: 'no-move'; player: number; die: number; again: boolean }
  | { kind: 'three-sixes'; player: number }
  | {
      kind: 'moved';
      player: number;
      move: Move;
      captured: Capture[];
      home: boolean;
      /** This move brought the player's last token home: their place is places.indexOf(player). */
      finished: boolean;
      /** The same player rolls again. */
      again: boolean;
    };

export interface Step {
  game: Ludo;
  event: Event;
}

export function newGame(mode: Mode, setup: Setup, seed: number): Ludo {
  if (!isValidSetup(setup)) throw new RangeError('A table has 2 to 4 seats, at least one of them a person');
  const { tokens, out } = MODE_RULES[mode];
  const seats = seatsFor(setup.people + setup.computers);
  return {
    mode,
    strength: setup.strength,
    players: seats.map((seat, i) => ({
      seat,
      person: i < setup.people,
      tokens: Array.from({ length: tokens }, (_, k) => (k < out ? 0 : YARD)),
      points: 0,
      captures: 0,
    })),
    turn: 0,
    phase: 'roll',
    die: 0,
    sixes: 0,
    places: [],
    rng: seed >>> 0,
  };
}

export const isFinished = (player: Player): boolean => player.tokens.every((p) => p === HOME);
export const people = (game: Ludo): number => game.players.filter((p) => p.person).length;

/** Where a token can go with a roll, or null: out of the yard only with the rules' roll, home only exactly. */
export function target(from: number, die: number): number | null {
  if (from === YARD) return die === ENTER_ROLL ? 0 : null;
  return from + die <= HOME ? from + die : null;
}

/** A player's legal moves for a roll: one per token that can move. */
export function movesFor(player: Player, die: number): Move[] {
  const moves: Move[] = [];
  player.tokens.forEach((from, token) => {
    const to = target(from, die);
    if (to !== null) moves.push({ token, from, to });
  });
  return moves;
}

/** The legal moves of the player whose turn it is, after the roll (none before it). */
export function legalMoves(game: Ludo): Move[] {
  return game.phase === 'move' ? movesFor(game.players[game.turn]!, game.die) : [];
}

/** Rival tokens on a track square (tokens in their home columns are off the shared track). */
export function rivalsOn(game: Ludo, player: number, at: number): Capture[] {
  const found: Capture[] = [];
  game.players.forEach((other, i) => {
    if (i === player) return;
    other.tokens.forEach((p, token) => {
      if (square(other.seat, p) === at) found.push({ player: i, token, from: p });
    });
  });
  return found;
}

/** The tokens a move would capture: rivals on the square it lands on, unless that square is safe. */
export function capturesOf(game: Ludo, player: number, to: number): Capture[] {
  const at = square(game.players[player]!.seat, to);
  return at === null || SAFE.has(at) ? [] : rivalsOn(game, player, at);
}

/**
 * The game ends when its places are settled. One person against the computer plays for the win,
 * as the old game: the first home ends it. A table of several people plays on for places, until
 * every person is home or one seat is left.
 */
function settled(game: Ludo): boolean {
  if (people(game) < 2) return game.places.length > 0;
  const left = game.players.filter((p) => !isFinished(p));
  return left.length <= 1 || left.every((p) => !p.person);
}

/** The turn passes on (to the next player still playing), or stays for another roll. */
function pass(game: Ludo, again: boolean): Ludo {
  if (settled(game)) return { ...game, phase: 'over' };
  if (again) return { ...game, phase: 'roll' };
  let next = game.turn;
  do next = (next + 1) % game.players.length;
  while (isFinished(game.players[next]!));
  return { ...game, turn: next, phase: 'roll', sixes: 0 };
}

/** The player whose turn it is rolls the die. */
export function roll(game: Ludo): Step {
  if (game.phase !== 'roll') throw new Error('Not the moment to roll');
  const rng = new Rng(game.rng);
  const die = 1 + rng.int(6);
  const sixes = die === 6 ? game.sixes + 1 : 0;
  const rolled: Ludo = { ...game, die, sixes, rng: rng.state, phase: 'move' };
  const player = game.turn;
  if (sixes === SIXES_LOST) return { game: pass({ ...rolled, sixes: 0 }, false), event: { kind: 'three-sixes', player } };
  const moves = legalMoves(rolled);
  if (moves.length === 0) {
    const again = die === 6;
    return { game: pass(rolled, again), event: { kind: 'no-move', player, die, again } };
  }
  return { game: rolled, event: { kind: 'rolled', player, die, moves } };
}

/** The player whose turn it is moves one token by the roll; null when that is not a legal move. */
export function move(game: Ludo, token: number): Step | null {
  const chosen = legalMoves(game).find((m) => m.token === token);
  if (!chosen) return null;
  const player = game.turn;
  const captured = capturesOf(game, player, chosen.to);
  const home = chosen.to === HOME;
  const players = game.players.map((p, i) => {
    if (i === player) {
      const tokens = p.tokens.map((q, k) => (k === token ? chosen.to : q));
      const walked = chosen.from === YARD ? 1 : chosen.to - chosen.from;
      const points = walked + POINTS.capture * captured.length + (home ? POINTS.home : 0);
      return { ...p, tokens, points: p.points + points, captures: p.captures + captured.length };
    }
    const lost = captured.filter((c) => c.player === i);
    return lost.length ? { ...p, tokens: p.tokens.map((q, k) => (lost.some((c) => c.token === k) ? YARD : q)) } : p;
  });
  const finished = isFinished(players[player]!);
  let places = game.places;
  if (finished) {
    places = [...places, player];
    if (places.length === 1) players[player] = { ...players[player]!, points: players[player]!.points + POINTS.win };
  }
  const again = !finished && (game.die === 6 || captured.length > 0 || home);
  const next = pass({ ...game, players, places }, again);
  return { game: next, event: { kind: 'moved', player, move: chosen, captured, home, finished, again } };
}

/** How far a player's tokens have come, all together: the order of those still playing at the end. */
const progress = (player: Player): number => player.tokens.reduce((sum, p) => sum + p, 0);

/** Every player from first to last: those home in their order, then the rest by how far they came. */
export function standings(game: Ludo): number[] {
  const rest = game.players
    .map((_, i) => i)
    .filter((i) => !game.places.includes(i))
    .sort((a, b) => progress(game.players[b]!) - progress(game.players[a]!) || a - b);
  return [...game.places, ...rest];
}

/**
 * The score the portal keeps for a game. Against the computer it is the one person's points, as
 * the old game. A table of several people has no single score: it reports the best a person at the
 * table has made so far (the winner's, most often), the number the next family game on this phone
 * has to beat.
 */
export function tableScore(game: Ludo): number {
  return Math.max(0, ...game.players.filter((p) => p.person).map((p) => p.points));
}

const isWhole = (value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function readPlayer(saved: unknown, tokens: number): Player | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const p = saved as Partial<Player>;
  if (!SEATS.includes(p.seat as Seat) || typeof p.person !== 'boolean' || !isWhole(p.points) || !isWhole(p.captures)) return null;
  if (!Array.isArray(p.tokens) || p.tokens.length !== tokens || !p.tokens.every((q) => isWhole(q, YARD, HOME))) return null;
  return { seat: p.seat!, person: p.person, tokens: [...p.tokens], points: p.points, captures: p.captures };
}

/** A saved game read back, or null when it is not a game of this mode still being played. */
export function readGame(saved: unknown, mode: Mode): Ludo | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const g = saved as Partial<Ludo>;
  if (g.mode !== mode || !STRENGTHS.includes(g.strength as Strength) || !Array.isArray(g.players)) return null;
  if (g.players.length < MIN_SEATS || g.players.length > MAX_SEATS) return null;
  const players = g.players.map((p) => readPlayer(p, MODE_RULES[mode].tokens));
  if (players.some((p) => p === null) || !players.some((p) => p!.person)) return null;
  if (new Set(players.map((p) => p!.seat)).size !== players.length) return null;
  if (!isWhole(g.turn, 0, players.length - 1) || isFinished(players[g.turn]!)) return null;
  if ((g.phase !== 'roll' && g.phase !== 'move') || !isWhole(g.die, 0, 6) || !isWhole(g.sixes, 0, SIXES_LOST - 1)) return null;
  if (!isWhole(g.rng, 0, 0xffffffff) || !Array.isArray(g.places)) return null;
  const finished = players.flatMap((p, i) => (isFinished(p!) ? [i] : []));
  const places = g.places as unknown[];
  if (places.length !== finished.length || !finished.every((i) => places.includes(i))) return null;
  const game: Ludo = {
    mode,
    strength: g.strength!,
    players: players as Player[],
    turn: g.turn,
    phase: g.phase,
    die: g.die,
    sixes: g.sixes,
    places: [...(places as number[])],
    rng: g.rng,
  };
  if (settled(game) || (game.phase === 'move' && legalMoves(game).length === 0)) return null;
  return game;
}
