import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rng } from '../../../src/games/engine/rng';
import { keeperPose, keeperStops } from '../../../src/games/penalty/keeper';
import { computerKick, keeperDive, PACE, playerDive, readEarlyDive, verdict, zoneOf } from '../../../src/games/penalty/kicks';
import {
  aimAt,
  dive,
  kick,
  MODES,
  newGame,
  nudgeAim,
  press,
  restingGame,
  step,
  type Penalty,
  type Speed,
} from '../../../src/games/penalty/rules';
import { readSaved } from '../../../src/games/penalty/saved';
import {
  finalScore,
  liveScore,
  MAX_ROUNDS,
  nextKicker,
  REGULATION,
  shootoutDecided,
  WIN_BONUS,
} from '../../../src/games/penalty/shootout';
import { DT, playOut } from './bot';

const steps = (game: Penalty, n: number) => {
  const events = [];
  for (let i = 0; i < n; i += 1) events.push(step(game, DT));
  return events.filter(Boolean);
};
const stepUntil = (game: Penalty, done: (g: Penalty) => boolean, max = 2000) => {
  for (let i = 0; i < max && !done(game); i += 1) step(game, DT);
};
const noDive = { dive: null, start: 0, ms: 300 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('penalty kicks', () => {
  it('starts with the player’s kick, except in keeper mode where the computer kicks first', () => {
    expect(newGame('shootout', 2, 1).turn).toEqual({ who: 'you', phase: 'aim' });
    expect(newGame('sudden', 2, 1).turn).toEqual({ who: 'you', phase: 'aim' });
    expect(newGame('keeper', 2, 1).turn).toEqual({ who: 'cpu', phase: 'runup' });
    expect(restingGame('keeper', 2, 1).turn).toBeNull();
  });

  it('sweeps the aim marker from post to post and a little beyond until the player stops it', () => {
    const game = newGame('shootout', 2, 1);
    const seen = Array.from({ length: 120 }, () => (step(game, DT), game.aim!.x));
    expect(Math.min(...seen)).toBeLessThan(-1);
    expect(Math.max(...seen)).toBeGreaterThan(1);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1.12);
  });

  it('steps the aim to the next stop or height with the arrows, and stops the sweep', () => {
    const game = newGame('shootout', 2, 1);
    game.aim!.x = 0;
    expect(nudgeAim(game, 'right')).toBe(true);
    expect(game.aim).toMatchObject({ x: 0.4, sweeping: false });
    nudgeAim(game, 'right');
    nudgeAim(game, 'right');
    expect(game.aim!.x).toBe(0.78);
    nudgeAim(game, 'left');
    expect(game.aim!.x).toBe(0.4);
    nudgeAim(game, 'up');
    expect(game.aim!.h).toBe(0.82);
    nudgeAim(game, 'up');
    expect(game.aim!.h).toBe(0.82);
    nudgeAim(game, 'down');
    nudgeAim(game, 'down');
    expect(game.aim!.h).toBe(0.18);
    steps(game, 30);
    expect(game.aim!.x).toBe(0.4);
  });

  it('aims where the goal is tapped, within the frame and a little beyond', () => {
    const game = newGame('sudden', 1, 1);
    expect(aimAt(game, 2, -1)).toBe(true);
    expect(game.aim).toMatchObject({ x: 1.2, h: 0.05 });
  });

  it('the first press fixes the aim and starts the meter, which runs up to full and back down', () => {
    const game = newGame('shootout', 2, 1);
    expect(press(game)).toBe(true);
    expect(game.turn!.phase).toBe('power');
    expect(game.aim).toMatchObject({ locked: true, sweeping: false });
    expect(nudgeAim(game, 'left')).toBe(false);
    expect(aimAt(game, 0, 0.5)).toBe(false);
    const values = Array.from({ length: 135 }, () => (step(game, DT), game.meter!.value));
    expect(Math.max(...values)).toBeGreaterThan(0.98);
    expect(values.at(-1)).toBeLessThan(0.1);
  });

  it('the second press strikes: the kicker runs in, the computer’s keeper commits, and the ball reaches the line', () => {
    const game = newGame('shootout', 2, 5);
    press(game);
    steps(game, 40);
    expect(press(game)).toBe(true);
    expect(game.turn!.phase).toBe('runup');
    expect(game.shot!.keeper.dive).not.toBeNull();
    expect(press(game)).toBe(false);
    const events = steps(game, 120);
    expect(events.slice(0, 2)).toEqual(['struck', 'settled']);
    expect(game.you).toHaveLength(1);
    expect(game.banner).toMatchObject({ who: 'you', outcome: game.shot!.outcome });
  });

  it('after a kick settles, the other side kicks; the computer in goal cannot be dived by the player', () => {
    const game = newGame('shootout', 2, 5);
    kick(game, 0.7, 0.9, 0.8);
    const events = steps(game, 200);
    expect(events).toContain('turn');
    expect(game.turn).toEqual({ who: 'cpu', phase: 'runup' });
    expect(kick(game, 0.7, 0, 0.5)).toBe(false);
  });

  it('a swipe strikes straight from the aim, without the meter', () => {
    const game = newGame('sudden', 2, 5);
    expect(kick(game, 0.5, -0.6, 0.3)).toBe(true);
    expect(game.meter).toMatchObject({ value: 0.5, active: false });
    expect(game.shot!.flight).toBeCloseTo(950 - 480 * 0.5);
  });

  it('the line decides: wide, over, off the post, the crossbar, saved by the keeper, or a goal', () => {
    expect(verdict(1.2, 0.5, noDive, 0)).toBe('wide');
    expect(verdict(1.2, 1.2, noDive, 0)).toBe('over');
    expect(verdict(0.99, 0.5, noDive, 0)).toBe('post');
    expect(verdict(0.5, 1.2, noDive, 0)).toBe('over');
    expect(verdict(0.5, 0.99, noDive, 0)).toBe('bar');
    expect(verdict(0, 0.4, noDive, 0)).toBe('saved');
    expect(verdict(0.9, 0.85, noDive, 0)).toBe('goal');
    const diving = { dive: playerDive(1, { tx: 0.8, th: 0.3 }), start: 0, ms: 300 };
    expect(verdict(0.8, 0.3, diving, 300)).toBe('saved');
  });

  it('a keeper who dives too early has landed when the ball comes: only a low ball hits him', () => {
    const d = { dir: 1 as const, tx: 0.7, th: 0.6, hold: 1 };
    expect(keeperStops(keeperPose(d, 1), 0.7, 0.6)).toBe(true);
    expect(keeperStops(keeperPose(d, 3), 0.7, 0.6)).toBe(false);
    expect(keeperPose(null, 0)).toEqual({ hipX: 0, hipY: 0.35, angle: 0, arms: 0 });
    expect(keeperPose({ dir: 0, tx: 0, th: 0.9, hold: 1 }, 1).hipY).toBeGreaterThan(0.35);
  });

  it('in goal the player dives once a kick, while it comes; the dive reaches the shot only on its side', () => {
    const game = newGame('keeper', 2, 3);
    stepUntil(game, (g) => g.clock > g.shot!.kickAt! - g.shot!.tellMs);
    expect(dive(game, 1)).toBe(true);
    expect(game.shot!.keeper).toMatchObject({ start: game.clock, dive: { dir: 1 } });
    expect(dive(game, -1)).toBe(false);
    expect(playerDive(zoneOf(0.8) as 1, { tx: 0.8, th: 0.4 })).toMatchObject({ tx: 0.8, th: 0.4 });
    expect(playerDive(-1, { tx: 0.8, th: 0.4 })).toMatchObject({ tx: -0.8, th: 0.45 });
    expect(playerDive(0, { tx: 0.8, th: 0.4 })).toMatchObject({ tx: 0.8, th: 0.6 });
  });

  it('a kicker who sees the keeper go before his tell may put it the other way', () => {
    const rng = { next: () => 0, range: (a: number) => a, int: () => 0 } as unknown as Rng;
    const away = readEarlyDive(1, { tx: 0.7, th: 0.5 }, PACE[2], rng);
    expect(away!.tx).toBeLessThan(0);
    expect(readEarlyDive(1, { tx: 1.2, th: 0.5 }, PACE[2], rng)).toBeNull();
    let read = 0;
    for (let seed = 0; seed < 40; seed += 1) {
      const game = newGame('keeper', 3, seed);
      dive(game, 0);
      if (game.shot!.read) read += 1;
    }
    expect(read).toBeGreaterThan(5);
    expect(read).toBeLessThan(35);
  });

  it('the computer’s kicks go left, right or down the middle, and his tell is mostly honest', () => {
    const rng = new Rng(11);
    const kicks = Array.from({ length: 400 }, () => computerKick(PACE[1], rng));
    expect(new Set(kicks.map((k) => k.zone))).toEqual(new Set([-1, 0, 1]));
    const honest = kicks.filter((k) => k.tellDir === k.zone).length / kicks.length;
    expect(honest).toBeGreaterThan(0.8);
    expect(honest).toBeLessThan(1);
  });

  it('the keeper’s choice is drawn from the Rng only: the same generator state gives the same dive', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random is not the game’s chance');
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.record({
          tx: fc.double({ min: -1.3, max: 1.3, noNaN: true }),
          th: fc.double({ min: 0, max: 1.4, noNaN: true }),
          power: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        fc.constantFrom<Speed>(1, 2, 3),
        fc.nat(30),
        (seed, shot, speed, streak) => {
          const a = new Rng(seed);
          const b = new Rng(seed);
          expect(keeperDive(shot, PACE[speed], streak, a)).toEqual(keeperDive(shot, PACE[speed], streak, b));
          expect(a.state).toBe(b.state);
        },
      ),
    );
    const dirs = new Set(
      Array.from({ length: 60 }, (_, seed) => keeperDive({ tx: 0.8, th: 0.5, power: 0.7 }, PACE[2], 0, new Rng(seed)).dir),
    );
    expect(dirs.size, 'another generator state, another guess').toBeGreaterThan(1);
  });

  it('a whole game plays out from its seed alone, never touching Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    for (const mode of MODES) expect(playOut(newGame(mode, 2, 77), 3).over).toBe(true);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('the shootout', () => {
  const kicks = (text: string) => [...text].map((c) => c === 'o');

  it('ends as soon as one side cannot catch up in its five kicks', () => {
    expect(shootoutDecided(kicks('ooo'), kicks('xxx'))).toBe('you');
    expect(shootoutDecided(kicks('xxx'), kicks('ooo'))).toBe('cpu');
    expect(shootoutDecided(kicks('xxxx'), kicks('ooo'))).toBe('cpu');
    expect(shootoutDecided(kicks('oo'), kicks('xx'))).toBeNull();
    expect(shootoutDecided(kicks('ooooo'), kicks('oooo'))).toBeNull();
  });

  it('level after five each goes to sudden death rounds, drawn only when level after ten', () => {
    expect(shootoutDecided(kicks('ooooo'), kicks('ooooo'))).toBeNull();
    expect(shootoutDecided(kicks('oooooo'), kicks('ooooo'))).toBeNull();
    expect(shootoutDecided(kicks('oooooo'), kicks('ooooox'))).toBe('you');
    expect(shootoutDecided(kicks('ooooox'), kicks('oooooo'))).toBe('cpu');
    expect(shootoutDecided(kicks('oooooxxxxx'), kicks('oooooxxxxx'))).toBe('draw');
  });

  it('takes turns: the player, then the computer, until it is decided', () => {
    expect(nextKicker('shootout', kicks('o'), [])).toBe('cpu');
    expect(nextKicker('shootout', kicks('o'), kicks('x'))).toBe('you');
    expect(nextKicker('shootout', kicks('ooo'), kicks('xxx'))).toBeNull();
    expect(nextKicker('sudden', kicks('oo'), [])).toBe('you');
    expect(nextKicker('sudden', kicks('oox'), [])).toBeNull();
    expect(nextKicker('keeper', [], kicks('oooooooox'))).toBe('cpu');
    expect(nextKicker('keeper', [], kicks('ooooooooxx'))).toBeNull();
  });

  it('scores goals and saves, and a win adds its bonus', () => {
    expect(liveScore('shootout', kicks('oox'), kicks('xo'))).toBe(3);
    expect(finalScore('shootout', kicks('ooo'), kicks('xxx'))).toBe(3 + 3 + WIN_BONUS);
    expect(finalScore('shootout', kicks('xxx'), kicks('ooo'))).toBe(0);
    expect(finalScore('keeper', [], kicks('xxoxoooooo'))).toBe(3);
    expect(finalScore('sudden', kicks('ooox'), [])).toBe(3);
  });

  it('always ends after at most the rules’ rounds, with a winner unless level after the last', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2 * MAX_ROUNDS, maxLength: 2 * MAX_ROUNDS }), (outcomes) => {
        const you: boolean[] = [];
        const cpu: boolean[] = [];
        let side = nextKicker('shootout', you, cpu);
        for (const scored of outcomes) {
          if (side === null) break;
          (side === 'you' ? you : cpu).push(scored);
          const winner = shootoutDecided(you, cpu);
          // In sudden death a round is decided as soon as one scores and the other misses.
          if (you.length === cpu.length && you.length > REGULATION && you.at(-1) !== cpu.at(-1))
            expect(winner).toBe(you.at(-1) ? 'you' : 'cpu');
          side = nextKicker('shootout', you, cpu);
        }
        expect(side).toBeNull();
        expect(Math.max(you.length, cpu.length)).toBeLessThanOrEqual(MAX_ROUNDS);
        const winner = shootoutDecided(you, cpu);
        if (winner === 'draw') expect(you.filter(Boolean).length).toBe(cpu.filter(Boolean).length);
        if (winner === 'draw') expect(you.length).toBe(MAX_ROUNDS);
      }),
    );
  });

  it('a played game never lowers the score, and ends within the rules’ kicks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODES),
        fc.constantFrom<Speed>(1, 2, 3),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.nat(),
        (mode, speed, seed, botSeed) => {
          let last = 0;
          const game = playOut(newGame(mode, speed, seed), botSeed, {
            watch: (g) => {
              const score = liveScore(g.mode, g.you, g.cpu);
              expect(score).toBeGreaterThanOrEqual(last);
              last = score;
            },
          });
          expect(game.over).toBe(true);
          expect(finalScore(mode, game.you, game.cpu)).toBeGreaterThanOrEqual(last);
          if (mode === 'shootout') expect(Math.max(game.you.length, game.cpu.length)).toBeLessThanOrEqual(MAX_ROUNDS);
          if (mode === 'keeper') expect(game.cpu).toHaveLength(10);
          if (mode === 'sudden') expect(game.you.at(-1)).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a saved penalty game', () => {
  const midGame = () => {
    const game = newGame('shootout', 2, 9);
    playOut(game, 4, { steps: 500 });
    stepUntil(game, (g) => g.turn!.phase !== 'after');
    return game;
  };

  it('is read back as it was', () => {
    const game = midGame();
    expect(readSaved(JSON.parse(JSON.stringify(game)), { mode: 'shootout', speed: 2 })).toEqual(game);
  });

  it('is refused when it is another mode’s, another speed’s, finished, or broken', () => {
    const game = JSON.parse(JSON.stringify(midGame())) as Penalty;
    expect(readSaved(game, { mode: 'keeper', speed: 2 })).toBeNull();
    expect(readSaved(game, { mode: 'shootout', speed: 3 })).toBeNull();
    expect(readSaved({ ...game, over: true }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, turn: null }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, you: [1, 2] }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, rng: -1 }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, clock: -5 }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, shot: { ...game.shot, who: 'nobody' } }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(
      readSaved(
        { ...game, shot: { ...game.shot!, who: game.turn!.who === 'you' ? 'cpu' : 'you' } },
        { mode: 'shootout', speed: 2 },
      ),
    ).toBeNull();
    expect(readSaved({ ...game, ball: { ...game.ball, x: 'left' } }, { mode: 'shootout', speed: 2 })).toBeNull();
    expect(
      readSaved({ ...game, you: [true, true, true], cpu: [false, false, false] }, { mode: 'shootout', speed: 2 }),
    ).toBeNull();
    expect(readSaved('junk', { mode: 'shootout', speed: 2 })).toBeNull();
    expect(readSaved([], { mode: 'shootout', speed: 2 })).toBeNull();
  });

  it('of the player’s kick needs its aim and meter, and a struck ball its strike time', () => {
    const game = JSON.parse(JSON.stringify(newGame('sudden', 2, 1))) as Penalty;
    expect(readSaved(game, { mode: 'sudden', speed: 2 })).not.toBeNull();
    expect(readSaved({ ...game, aim: null }, { mode: 'sudden', speed: 2 })).toBeNull();
    expect(readSaved({ ...game, shot: { ...game.shot!, kickAt: 300 } }, { mode: 'sudden', speed: 2 })).toBeNull();
  });
});
