import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, square, YARD } from '../../../src/games/ludo/rules-board';
import { computerChoice, threatsTo } from '../../../src/games/ludo/rules-computer';
import { legalMoves, move, newGame, roll, STRENGTHS, type Ludo, type Strength } from '../../../src/games/ludo/rules';
import { anyMode, anySeed, anySetup, placed, playOut, rolled } from './play';

describe('Ludo computer', () => {
  it('always picks a legal move, at every strength, and moves its generator on only when it drew', () => {
    fc.assert(
      fc.property(anyMode, anySetup, anySeed, fc.nat(300), (mode, setup, seed, length) => {
        const steps = playOut(newGame(mode, setup, seed), (_, n) => seed % n, length);
        let game: Ludo = steps.at(-1)?.step.game ?? newGame(mode, setup, seed);
        if (game.phase === 'roll') game = roll(game).game;
        if (game.phase !== 'move') return;
        const legal = legalMoves(game).map((m) => m.token);
        for (const strength of STRENGTHS) {
          const choice = computerChoice(game, strength);
          expect(legal).toContain(choice.token);
          expect(choice.game).toEqual({ ...game, rng: choice.game.rng });
          if (strength === 'normal') expect(choice.game.rng).toBe(game.rng);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses to choose when there is no move', () => {
    expect(() => computerChoice(newGame('classic', { people: 1, computers: 1, strength: 'easy' }, 1))).toThrow();
  });

  it('normal and hard capture when they can, as the old game did', () => {
    // Yellow (the computer) at 36 of its track and Red's token on the same square of the track as Yellow's 39th.
    const game = {
      ...placed([
        [13, YARD, YARD, YARD],
        [36, 2, YARD, YARD],
      ]),
      turn: 1,
    };
    expect(square(1, 39)).toBe(square(3, 13));
    const after = rolled(game, 3).game;
    expect(computerChoice(after, 'normal').token).toBe(0);
    expect(computerChoice(after, 'hard').token).toBe(0);
  });

  it('normal brings a token home when it cannot capture', () => {
    const game = {
      ...placed([
        [YARD, YARD, YARD, YARD],
        [10, HOME - 4, YARD, YARD],
      ]),
      turn: 1,
    };
    expect(computerChoice(rolled(game, 4).game, 'normal').token).toBe(1);
  });

  it('hard leaves a square a rival threatens for a safe one rather than stepping into danger', () => {
    // Red's token 3 squares behind Yellow's first token threatens it; Yellow's other token is far from anyone.
    const game = {
      ...placed([
        [YARD, YARD, YARD, YARD],
        [30, 3, YARD, YARD],
      ]),
      turn: 1,
    };
    const red = {
      ...game,
      players: game.players.map((p, i) => (i === 0 ? { ...p, tokens: [(13 + 30 - 3 - 39 + 52) % 52, YARD, YARD, YARD] } : p)),
    };
    expect(threatsTo(red, 1, square(1, 30))).toBe(1);
    const after = rolled(red, 4).game;
    expect(computerChoice(after, 'hard').token).toBe(0);
  });

  it('easy picks among the legal moves at random, the same for the same seed', () => {
    const game = rolled(
      {
        ...placed([
          [YARD, YARD, YARD, YARD],
          [10, 20, 30, 40],
        ]),
        turn: 1,
      },
      2,
    ).game;
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => computerChoice({ ...game, rng: seed }, 'easy').token));
    expect(picks.size).toBeGreaterThan(1);
    expect(computerChoice({ ...game, rng: 7 }, 'easy')).toEqual(computerChoice({ ...game, rng: 7 }, 'easy'));
  });
});

describe('Ludo computer strengths', () => {
  /** How many of the same 60 seeded two-seat games the first strength wins against the second. */
  function duel(first: Strength, second: Strength): number {
    let wins = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      // Each strength starts half the games.
      let game: Ludo = { ...newGame('classic', { people: 1, computers: 1, strength: 'normal' }, seed * 7919), turn: seed % 2 };
      while (game.phase !== 'over') {
        game = roll(game).game;
        if (game.phase !== 'move') continue;
        const choice = computerChoice(game, game.turn === 0 ? first : second);
        game = move(choice.game, choice.token)!.game;
      }
      if (game.places[0] === 0) wins += 1;
    }
    return wins;
  }

  it('are in order: hard beats normal, and normal beats easy, in most games', () => {
    expect(duel('hard', 'normal')).toBeGreaterThan(36);
    expect(duel('normal', 'easy')).toBeGreaterThan(33);
  });
});
