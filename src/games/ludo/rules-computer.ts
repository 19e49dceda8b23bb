import { Rng } from '../engine/rng';
import { HOME, LAP, LAST_TRACK, SAFE, square } from './rules-board';
import { capturesOf, legalMoves, type Capture, type Ludo, type Move, type Strength } from './rules';

/**
 * The computer's choice of move, by strength. Easy picks any legal move at random; normal is the
 * old game's heuristic (capture when it can, else bring a token home, else advance its leading
 * token that lands safe, else bring one out); hard weighs every move: captures, escapes from a
 * rival behind, safety, getting into the home column, and how many rivals could strike back.
 * Pure: any chance is drawn from the game's own generator, whose next state comes back with the choice.
 */

interface Option extends Move {
  victims: Capture[];
  home: boolean;
  /** Rivals that could land on the square the token would stand on, with one roll. */
  threats: number;
  /** Rivals that could land on the token where it stands now. */
  behind: number;
}

/** How many rival tokens could land on this track square with one roll (those turning home cannot). */
export function threatsTo(game: Ludo, player: number, at: number | null): number {
  if (at === null || SAFE.has(at)) return 0;
  let threats = 0;
  game.players.forEach((other, i) => {
    if (i === player) return;
    for (const q of other.tokens) {
      const from = square(other.seat, q);
      if (from === null) continue;
      const gap = (at - from + LAP) % LAP;
      if (gap >= 1 && gap <= 6 && q + gap <= LAST_TRACK) threats += 1;
    }
  });
  return threats;
}

function describe(game: Ludo, m: Move): Option {
  const player = game.turn;
  const seat = game.players[player]!.seat;
  return {
    ...m,
    victims: capturesOf(game, player, m.to),
    home: m.to === HOME,
    threats: threatsTo(game, player, square(seat, m.to)),
    behind: threatsTo(game, player, square(seat, m.from)),
  };
}

const lead = (a: Option, b: Option) => b.from - a.from;

/** The old game's choice. */
function normal(options: Option[]): Option {
  const hit = options.filter((o) => o.victims.length).sort((a, b) => b.victims[0]!.from - a.victims[0]!.from)[0];
  if (hit) return hit;
  const home = options.find((o) => o.home);
  if (home) return home;
  const out = options.find((o) => o.from < 0);
  const safe = options.filter((o) => o.threats === 0 && o.from >= 0).sort(lead)[0];
  return safe ?? out ?? [...options].sort(lead)[0]!;
}

/** Every move weighed; a little chance breaks near ties, so the computer is not predictable. */
function hard(game: Ludo, options: Option[], rng: Rng): Option {
  const seat = game.players[game.turn]!.seat;
  let best = options[0]!;
  let bestValue = -Infinity;
  for (const o of options) {
    let v = o.to / 10;
    for (const victim of o.victims) v += 60 + victim.from;
    if (o.home) v += 55;
    if (o.from < 0) v += 38;
    if (o.behind > 0 && o.from >= 0) v += (28 + o.from / 3) * Math.min(o.behind, 2);
    if (o.to > LAST_TRACK && o.from <= LAST_TRACK) v += 22;
    const at = square(seat, o.to);
    if (at !== null && SAFE.has(at)) v += 14;
    if (o.threats > 0) v -= (26 + o.to / 2) * Math.min(o.threats, 2);
    v += rng.next() * 2;
    if (v > bestValue) {
      bestValue = v;
      best = o;
    }
  }
  return best;
}

/** The token the computer moves after its roll, and the game with its generator moved on. */
export function computerChoice(game: Ludo, strength: Strength = game.strength): { token: number; game: Ludo } {
  const moves = legalMoves(game);
  if (moves.length === 0) throw new Error('The computer has no move to choose');
  const rng = new Rng(game.rng);
  let chosen: Move;
  if (strength === 'easy') chosen = rng.pick(moves);
  else {
    const options = moves.map((m) => describe(game, m));
    chosen = strength === 'normal' ? normal(options) : hard(game, options, rng);
  }
  return { token: chosen.token, game: { ...game, rng: rng.state } };
}
