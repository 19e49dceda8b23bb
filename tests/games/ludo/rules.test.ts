import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, LAP, SAFE, spot, square, START, yardAt, YARD } from '../../../src/games/ludo/rules-board';
import {
  defaultSetup,
  ENTER_ROLL,
  isValidSetup,
  legalMoves,
  move,
  movesFor,
  newGame,
  POINTS,
  readGame,
  roll,
  seatsFor,
  standings,
  tableScore,
  withComputers,
  withPeople,
  type Ludo,
} from '../../../src/games/ludo/rules';
import { anyMode, anySeed, anySetup, placed, playOut, rolled, stateRolling, TRIO } from './play';

const moved = (game: Ludo, token: number) => {
  const step = move(game, token);
  if (!step || step.event.kind !== 'moved') throw new Error(`token ${token} cannot move`);
  return { game: step.game, event: step.event };
};

describe('Ludo board', () => {
  it('has a 52-square track with four start squares 13 apart, each safe with its star', () => {
    expect(LAP).toBe(52);
    expect(Object.values(START)).toEqual([0, 13, 26, 39]);
    for (const start of Object.values(START)) expect([SAFE.has(start), SAFE.has(start + 8)]).toEqual([true, true]);
  });

  it('knows whose yard a tap is in', () => {
    expect([yardAt(1, 1), yardAt(14, 1), yardAt(14, 14), yardAt(1, 14), yardAt(7.5, 7.5)]).toEqual([0, 1, 2, 3, null]);
  });
});

describe('Ludo setup', () => {
  it('plays one person against the computer unless asked, the titles’ speed choosing its strength', () => {
    expect(defaultSetup('classic', 2)).toEqual({ people: 1, computers: 1, strength: 'normal' });
    expect(defaultSetup('four', 1)).toEqual({ people: 1, computers: 3, strength: 'easy' });
    expect(defaultSetup('quick', 3)).toEqual({ people: 1, computers: 1, strength: 'hard' });
  });

  it('seats 2 to 4 players, red first and two opposite; people take the first seats', () => {
    expect([seatsFor(2), seatsFor(3), seatsFor(4)]).toEqual([
      [3, 1],
      [3, 0, 1],
      [3, 0, 1, 2],
    ]);
    const game = newGame('classic', { people: 2, computers: 1, strength: 'hard' }, 1);
    expect(game.players.map((p) => [p.seat, p.person])).toEqual([
      [3, true],
      [0, true],
      [1, false],
    ]);
    expect(() => newGame('classic', { people: 0, computers: 2, strength: 'easy' }, 1)).toThrow();
    expect(isValidSetup({ people: 4, computers: 1, strength: 'easy' })).toBe(false);
  });

  it('keeps 2 to 4 seats when the people or the computer’s seats change', () => {
    const setup = defaultSetup('classic', 2);
    expect(withPeople(setup, 4)).toMatchObject({ people: 4, computers: 0 });
    expect(withPeople(withComputers(setup, 0), 1)).toMatchObject({ people: 1, computers: 1 });
    expect(withComputers(withPeople(setup, 3), 3)).toMatchObject({ people: 1, computers: 3 });
    expect(withComputers(setup, 0)).toMatchObject({ people: 2, computers: 0 });
    fc.assert(
      fc.property(anySetup, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), (s, p, c) => {
        expect(isValidSetup(withPeople(s, p))).toBe(true);
        expect(isValidSetup(withComputers(s, c))).toBe(true);
      }),
    );
  });

  it('deals each mode’s tokens: four in the yard, or in the quick game two with one already out', () => {
    expect(newGame('classic', defaultSetup('classic', 2), 1).players.map((p) => p.tokens)).toEqual([
      [YARD, YARD, YARD, YARD],
      [YARD, YARD, YARD, YARD],
    ]);
    expect(newGame('four', defaultSetup('four', 2), 1).players).toHaveLength(4);
    expect(newGame('quick', defaultSetup('quick', 2), 1).players[0]!.tokens).toEqual([0, YARD]);
  });
});

describe('Ludo moves', () => {
  it('a token needs the rules’ number to enter the board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (die) => {
        const moves = movesFor({ seat: 3, person: true, tokens: [YARD, YARD], points: 0, captures: 0 }, die);
        expect(moves).toEqual(
          die === ENTER_ROLL
            ? [
                { token: 0, from: YARD, to: 0 },
                { token: 1, from: YARD, to: 0 },
              ]
            : [],
        );
      }),
    );
  });

  it('no move goes past home: a token goes home only with the exact roll', () => {
    fc.assert(
      fc.property(fc.integer({ min: YARD, max: HOME }), fc.integer({ min: 1, max: 6 }), (from, die) => {
        for (const m of movesFor({ seat: 0, person: true, tokens: [from], points: 0, captures: 0 }, die)) {
          expect(m.to).toBeLessThanOrEqual(HOME);
          expect(m.to).toBe(from === YARD ? 0 : from + die);
        }
      }),
    );
    expect(movesFor({ seat: 0, person: true, tokens: [53, HOME], points: 0, captures: 0 }, 4)).toEqual([]);
    expect(movesFor({ seat: 0, person: true, tokens: [53], points: 0, captures: 0 }, 3)).toEqual([
      { token: 0, from: 53, to: HOME },
    ]);
  });

  it('landing on a rival sends it back to its yard, and the capture earns another roll', () => {
    // Red's 10th square and Yellow's 36th are the same square of the track (49), not a safe one.
    expect(square(3, 10)).toBe(square(1, 36));
    const { game, event } = moved(
      rolled(
        placed([
          [7, YARD, YARD, YARD],
          [36, YARD, YARD, YARD],
        ]),
        3,
      ).game,
      0,
    );
    expect(event.captured).toEqual([{ player: 1, token: 0, from: 36 }]);
    expect(game.players[1]!.tokens[0]).toBe(YARD);
    expect(game.players[0]!.points).toBe(3 + POINTS.capture);
    expect([game.turn, game.phase, event.again]).toEqual([0, 'roll', true]);
  });

  it('captures nobody on a safe square: the tokens share it', () => {
    expect(square(3, 8)).toBe(square(1, 34));
    expect(SAFE.has(square(3, 8)!)).toBe(true);
    const { game, event } = moved(
      rolled(
        placed([
          [5, YARD, YARD, YARD],
          [34, YARD, YARD, YARD],
        ]),
        3,
      ).game,
      0,
    );
    expect(event.captured).toEqual([]);
    expect(game.players.map((p) => p.tokens[0])).toEqual([8, 34]);
    expect([game.turn, event.again]).toEqual([1, false]);
  });

  it('a six gives another roll; any other plain move passes the turn', () => {
    const start = placed([
      [10, YARD, YARD, YARD],
      [YARD, YARD, YARD, YARD],
    ]);
    const six = moved(rolled(start, 6).game, 0);
    expect([six.game.turn, six.game.phase, six.event.again]).toEqual([0, 'roll', true]);
    const four = moved(rolled(start, 4).game, 0);
    expect([four.game.turn, four.game.phase, four.game.sixes]).toEqual([1, 'roll', 0]);
  });

  it('a roll with no move passes the turn, unless it was a six', () => {
    const start = placed([
      [HOME - 2, HOME, HOME, HOME],
      [YARD, YARD, YARD, YARD],
    ]);
    const five = rolled(start, 5);
    expect(five.event).toEqual({ kind: 'no-move', player: 0, die: 5, again: false });
    expect(five.game.turn).toBe(1);
    const stuck = placed([
      [YARD, YARD, YARD, YARD],
      [10, YARD, YARD, YARD],
    ]);
    const six = rolled({ ...stuck, turn: 1 }, 6);
    expect(six.event.kind).toBe('rolled');
    const none = placed([
      [HOME - 1, HOME, HOME, HOME],
      [YARD, YARD, YARD, YARD],
    ]);
    const sixNone = rolled(none, 6);
    expect(sixNone.event).toEqual({ kind: 'no-move', player: 0, die: 6, again: true });
    expect([sixNone.game.turn, sixNone.game.phase, sixNone.game.sixes]).toEqual([0, 'roll', 1]);
  });

  it('three sixes in a row forfeit the turn; the moves of the first two stand', () => {
    let game: Ludo = {
      ...placed([
        [10, YARD, YARD, YARD],
        [YARD, YARD, YARD, YARD],
      ]),
      rng: stateRolling(6, 6, 6),
    };
    game = moved(roll(game).game, 0).game;
    game = moved(roll(game).game, 0).game;
    expect([game.turn, game.sixes, game.players[0]!.tokens[0]]).toEqual([0, 2, 22]);
    const third = roll(game);
    expect(third.event).toEqual({ kind: 'three-sixes', player: 0 });
    expect([third.game.turn, third.game.phase, third.game.sixes, third.game.players[0]!.tokens[0]]).toEqual([1, 'roll', 0, 22]);
  });

  it('a token home earns another roll and points; the last one home places its player', () => {
    const start = placed([
      [HOME - 3, HOME - 1, YARD, YARD],
      [10, YARD, YARD, YARD],
    ]);
    const home = moved(rolled(start, 3).game, 0);
    expect([home.event.home, home.event.again, home.game.turn]).toEqual([true, true, 0]);
    const last = placed([
      [HOME - 3, HOME, HOME, HOME],
      [10, YARD, YARD, YARD],
    ]);
    const won = moved(rolled(last, 3).game, 0);
    expect([won.event.finished, won.event.again, won.game.phase, won.game.places]).toEqual([true, false, 'over', [0]]);
    expect(won.game.players[0]!.points).toBe(3 + POINTS.home + POINTS.win);
    expect(tableScore(won.game)).toBe(won.game.players[0]!.points);
  });

  it('a table of people plays on for places, past those already home, until one seat is left', () => {
    const start = placed(
      [
        [HOME - 1, HOME],
        [HOME - 2, HOME],
        [5, YARD],
      ],
      { mode: 'quick', people: 3 },
    );
    const first = moved(rolled(start, 1).game, 0).game;
    expect([first.phase, first.places, first.turn]).toEqual(['roll', [0], 1]);
    const second = moved(rolled(first, 2).game, 0).game;
    expect([second.phase, second.places]).toEqual(['over', [0, 1]]);
    expect(standings(second)).toEqual([0, 1, 2]);
    expect(second.players[0]!.points).toBeGreaterThan(second.players[1]!.points);
    expect(tableScore(second)).toBe(second.players[0]!.points);
  });

  it('skips the turns of a player already home', () => {
    const game = placed(
      [
        [10, 12],
        [HOME, HOME],
        [5, YARD],
      ],
      { mode: 'quick', people: 3 },
    );
    const next = rolled({ ...game, places: [1] }, 2).game;
    expect(moved(next, 0).game.turn).toBe(2);
  });

  it('refuses a move that is not legal now', () => {
    const game = placed([
      [10, YARD, YARD, YARD],
      [YARD, YARD, YARD, YARD],
    ]);
    expect(move(game, 0)).toBeNull();
    expect(move(rolled(game, 3).game, 1)).toBeNull();
    expect(() => roll(rolled(game, 3).game)).toThrow();
  });
});

describe('Ludo invariants over whole games', () => {
  const anyGame = fc.record({
    mode: anyMode,
    setup: anySetup,
    seed: anySeed,
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 50 }),
  });

  it('every token stays on the board, captures send tokens home except on safe squares, sixes roll again', () => {
    fc.assert(
      fc.property(anyGame, ({ mode, setup, seed, picks }) => {
        let k = 0;
        const steps = playOut(newGame(mode, setup, seed), (_, n) => picks[k++ % picks.length]! % n, 400);
        // Broken rules are collected and compared once: an expect per token and step would take seconds.
        const broken: string[] = [];
        const check = (ok: boolean, what: string) => {
          if (!ok) broken.push(what);
        };
        for (const { before, step } of steps) {
          for (const p of step.game.players)
            for (const q of p.tokens) check(Number.isInteger(q) && q >= YARD && q <= HOME, `off the board: ${q}`);
          const e = step.event;
          if (e.kind !== 'moved') continue;
          const at = square(before.players[e.player]!.seat, e.move.to);
          if (at === null || SAFE.has(at)) check(e.captured.length === 0, `captured on a safe square ${at}`);
          if (at !== null && !SAFE.has(at)) {
            const there = before.players.flatMap((p, i) =>
              i === e.player ? [] : p.tokens.filter((q) => square(p.seat, q) === at),
            );
            check(e.captured.length === there.length, 'a rival on the square was not captured');
          }
          for (const c of e.captured) {
            check(square(before.players[c.player]!.seat, c.from) === at, 'captured elsewhere');
            check(step.game.players[c.player]!.tokens[c.token] === YARD, 'captured but not home');
          }
          // Nobody else's token moved, but for those captured.
          step.game.players.forEach((p, i) =>
            p.tokens.forEach((q, t) => {
              const captured = e.captured.some((c) => c.player === i && c.token === t);
              if (i !== e.player && !captured) check(q === before.players[i]!.tokens[t], 'a bystander moved');
            }),
          );
          if (before.die === 6 && !e.finished && step.game.phase !== 'over')
            check(step.game.turn === e.player, 'a six passed the turn');
          check(e.again === (!e.finished && (before.die === 6 || e.captured.length > 0 || e.home)), 'another roll misjudged');
        }
        expect(broken).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('a game always ends, its places settled', () => {
    fc.assert(
      fc.property(anyMode, anySetup, anySeed, (mode, setup, seed) => {
        const steps = playOut(newGame(mode, setup, seed), (_, n) => n - 1, 20000);
        const end = steps.at(-1)!.step.game;
        expect(end.phase).toBe('over');
        expect(standings(end)).toHaveLength(end.players.length);
        expect(new Set(standings(end)).size).toBe(end.players.length);
      }),
      { numRuns: 20 },
    );
  });
});

describe('Ludo saved games', () => {
  it('reads back a game in play and refuses one of another mode, a finished one or a broken copy', () => {
    const steps = playOut(newGame('four', { people: 2, computers: 2, strength: 'hard' }, 5), () => 0, 41);
    const game = steps.at(-1)!.step.game;
    expect(game.phase).not.toBe('over');
    expect(readGame(JSON.parse(JSON.stringify(game)), 'four')).toEqual(game);
    expect(readGame(game, 'classic')).toBeNull();
    expect(readGame({ ...game, phase: 'over' }, 'four')).toBeNull();
    expect(readGame({ ...game, turn: 9 }, 'four')).toBeNull();
    expect(readGame({ ...game, sixes: 3 }, 'four')).toBeNull();
    expect(readGame({ ...game, strength: 'godlike' }, 'four')).toBeNull();
    expect(readGame({ ...game, players: game.players.map((p) => ({ ...p, tokens: [57, 0, 0, 0] })) }, 'four')).toBeNull();
    expect(readGame({ ...game, players: game.players.map((p) => ({ ...p, person: false })) }, 'four')).toBeNull();
    expect(readGame({ ...game, players: game.players.map((p) => ({ ...p, seat: 0 })) }, 'four')).toBeNull();
    expect(readGame({ ...game, places: [0] }, 'four')).toBeNull();
    expect(
      readGame(
        { ...game, phase: 'move', die: 1, players: game.players.map((p) => ({ ...p, tokens: [YARD, YARD, YARD, YARD] })) },
        'four',
      ),
    ).toBeNull();
    expect(readGame('junk', 'four')).toBeNull();
    expect(readGame({ ...game, players: [game.players[0]] }, 'four')).toBeNull();
  });

  it('legal moves exist only after a roll', () => {
    const game = newGame('quick', TRIO, 3);
    expect(legalMoves(game)).toEqual([]);
  });
});

describe('Ludo board geometry', () => {
  it('walks every seat one square at a time (a corner diagonally) from its start to the centre, inside the board', () => {
    for (const seat of [0, 1, 2, 3] as const) {
      const path = Array.from({ length: HOME }, (_, p) => spot(seat, p, 0));
      for (let p = 1; p < path.length; p += 1) {
        const [ax, ay] = path[p - 1]!;
        const [bx, by] = path[p]!;
        expect(Math.max(Math.abs(ax - bx), Math.abs(ay - by)), `seat ${seat} step ${p}`).toBe(1);
      }
      for (const [x, y] of [...path, spot(seat, YARD, 3), spot(seat, HOME, 2)]) {
        expect(x > 0 && x < 15 && y > 0 && y < 15).toBe(true);
      }
      expect(yardAt(...spot(seat, YARD, 0))).toBe(seat);
    }
  });
});
