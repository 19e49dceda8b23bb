/**
 * Memory Match's rules, apart from its drawing: pairs of cards dealt face down in a seeded shuffle;
 * turning two that match keeps them up, a miss shows them a moment and turns them back. Alone or
 * two players taking turns on one phone (a match keeps the turn, a miss passes it). Timed play
 * runs a countdown from the first card. Pure and seeded: time comes in as a step's `dt`; each
 * function changes the table it is given (plain JSON) and says what it did.
 */
import { Rng } from '../engine/rng';

export type Mode = 'classic' | 'big' | 'timed';
export const MODES = ['classic', 'big', 'timed'] as const satisfies readonly [Mode, ...Mode[]];
export type Speed = 1 | 2 | 3;
export type Players = 1 | 2;

/** Seconds a mismatched pair stays face up, by speed. */
export const MISMATCH = { 1: 1.2, 2: 0.85, 3: 0.55 } as const;
/** Seconds on the timed clock, by speed. */
export const TIME_LIMIT = { 1: 90, 2: 60, 3: 40 } as const;
export const pairsOf = (mode: Mode): number => (mode === 'big' ? 12 : 8);

export interface Table {
  mode: Mode;
  pairs: number;
  /** The symbol on each card, by position: each symbol 0 .. pairs-1 on exactly two cards. */
  cards: number[];
  /** Who found each card's pair: -1 while it is still hidden, else the player (0 or 1). */
  foundBy: number[];
  /** The cards face up and not yet matched (none, one, or a mismatched pair still showing). */
  open: number[];
  moves: number;
  score: number;
  /** Matches in a row: each pays 50 more than the last. */
  streak: number;
  /** Pairs found. */
  found: number;
  players: Players;
  /** Whose turn it is (0 or 1; always 0 alone). */
  turn: number;
  /** Pairs found by each player. */
  pairsBy: [number, number];
  /** Seconds on the clock (0: untimed). */
  limit: number;
  /** Seconds a mismatched pair shows. */
  mismatch: number;
  /** Seconds until the mismatched pair turns back (0: none showing). */
  hideIn: number;
  /** Seconds played since the first card. */
  elapsed: number;
  started: boolean;
  /** The time bonus paid at the end. */
  bonus: number;
  end: 'all' | 'time' | null;
}

/** A new table: the mode's pairs shuffled face down. */
export function newTable(mode: Mode, speed: Speed, players: Players, seed: number): Table {
  const pairs = pairsOf(mode);
  const symbols = Array.from({ length: pairs }, (_, i) => i);
  return {
    mode,
    pairs,
    cards: new Rng(seed).shuffle([...symbols, ...symbols]),
    foundBy: Array<number>(pairs * 2).fill(-1),
    open: [],
    moves: 0,
    score: 0,
    streak: 0,
    found: 0,
    players,
    turn: 0,
    pairsBy: [0, 0],
    limit: mode === 'timed' ? TIME_LIMIT[speed] : 0,
    mismatch: MISMATCH[speed],
    hideIn: 0,
    elapsed: 0,
    started: false,
    bonus: 0,
    end: null,
  };
}

/** The other card with the same symbol. */
export const partnerOf = (table: Table, card: number): number =>
  table.cards.findIndex((symbol, i) => i !== card && symbol === table.cards[card]);

export type Flip =
  { kind: 'up'; card: number; hidden: number[] } | { kind: 'match' | 'miss'; card: number; other: number; hidden: number[] };

/** Turns a showing mismatched pair back face down; returns the cards turned. */
function hideOpen(table: Table): number[] {
  const hidden = table.open;
  table.open = [];
  table.hideIn = 0;
  return hidden;
}

/** The last pair found: timed play pays for every second left, untimed play for finishing quickly. */
function finish(table: Table): void {
  const secs = Math.round(table.elapsed);
  table.bonus = table.limit ? Math.max(0, table.limit - secs) * 10 : Math.max(0, Math.round(table.pairs * 37.5) - secs * 3);
  table.score += table.bonus;
  table.end = 'all';
}

/**
 * Turns a card face up; null when it cannot be turned (the round is over, it is matched or already
 * up). A card tapped while a mismatched pair still shows turns that pair back at once, so that fast
 * players are never blocked. The second card of a turn is a move: a match scores 100 and 50 more
 * per match in a row before it and keeps the turn; a miss costs 10 and passes the turn.
 */
export function flip(table: Table, card: number): Flip | null {
  if (table.end || !(card >= 0 && card < table.cards.length) || table.foundBy[card]! >= 0 || table.open.includes(card))
    return null;
  const hidden = table.open.length === 2 ? hideOpen(table) : [];
  table.started = true;
  table.open.push(card);
  if (table.open.length < 2) return { kind: 'up', card, hidden };

  table.moves += 1;
  const [other] = table.open as [number, number];
  if (table.cards[other] === table.cards[card]) {
    table.foundBy[other] = table.foundBy[card] = table.turn;
    table.open = [];
    table.found += 1;
    table.pairsBy[table.turn] += 1;
    table.score += 100 + table.streak * 50;
    table.streak += 1;
    if (table.found === table.pairs) finish(table);
    return { kind: 'match', card, other, hidden };
  }
  table.streak = 0;
  table.score = Math.max(0, table.score - 10);
  table.hideIn = table.mismatch;
  if (table.players === 2) table.turn = 1 - table.turn;
  return { kind: 'miss', card, other, hidden };
}

/**
 * Advances the table's clocks by `dt` seconds: the play time (from the first card), the moment a
 * mismatched pair shows, and the timed countdown. Returns the cards turned back face down.
 */
export function tick(table: Table, dt: number): number[] {
  if (table.end) return [];
  if (table.started) table.elapsed += dt;
  let hidden: number[] = [];
  if (table.hideIn > 0) {
    table.hideIn -= dt;
    if (table.hideIn <= 0) hidden = hideOpen(table);
  }
  if (table.limit && table.elapsed >= table.limit) {
    table.elapsed = table.limit;
    table.end = 'time';
  }
  return hidden;
}

/** Seconds left on a timed clock. */
export const timeLeft = (table: Table): number => Math.max(0, table.limit - table.elapsed);

/** Who won a two-player game: the player with more pairs, or null for a draw. */
export function winner(table: Table): number | null {
  const [one, two] = table.pairsBy;
  return one === two ? null : one > two ? 0 : 1;
}

// ---- a saved table read back -------------------------------------------------------

const isWhole = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const count = (list: readonly number[], value: number) => list.filter((v) => v === value).length;

/** A saved table read back, or null when it is not a running round of this mode (or is broken). */
export function readTable(saved: unknown, mode: Mode): Table | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const t = saved as Partial<Table>;
  const pairs = pairsOf(mode);
  if (t.mode !== mode || t.pairs !== pairs || t.end !== null || (t.players !== 1 && t.players !== 2)) return null;
  const { cards, foundBy, open, pairsBy } = t;
  if (!Array.isArray(cards) || cards.length !== pairs * 2 || !Array.isArray(foundBy) || foundBy.length !== pairs * 2) return null;
  for (let symbol = 0; symbol < pairs; symbol += 1) if (count(cards, symbol) !== 2) return null;
  if (!foundBy.every((by) => isWhole(by, -1, t.players! - 1))) return null;
  // A pair is found by one player, both its cards together.
  if (cards.some((symbol, i) => foundBy[i] !== foundBy[cards.findIndex((s, j) => j !== i && s === symbol)])) return null;
  if (!Array.isArray(pairsBy) || pairsBy.length !== 2) return null;
  if (pairsBy[0] !== count(foundBy, 0) / 2 || pairsBy[1] !== count(foundBy, 1) / 2) return null;
  if (t.found !== pairsBy[0] + pairsBy[1] || t.found >= pairs) return null;
  if (!Array.isArray(open) || open.length > 2 || new Set(open).size !== open.length) return null;
  if (!open.every((card) => isWhole(card, 0, pairs * 2 - 1) && foundBy[card] === -1)) return null;
  if (!isWhole(t.turn, 0, t.players - 1) || !isWhole(t.moves) || !isWhole(t.score) || !isWhole(t.streak) || t.bonus !== 0)
    return null;
  if (!(Object.values(MISMATCH) as number[]).includes(t.mismatch as number)) return null;
  const limits: readonly number[] = mode === 'timed' ? Object.values(TIME_LIMIT) : [0];
  if (!limits.includes(t.limit as number)) return null;
  if (!isTime(t.hideIn) || !isTime(t.elapsed) || typeof t.started !== 'boolean') return null;
  if (t.limit && t.elapsed >= t.limit) return null;
  return t as Table;
}
