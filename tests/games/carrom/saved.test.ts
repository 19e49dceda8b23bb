import { describe, expect, it } from 'vitest';
import { moveStriker, strike, tick, type Match } from '../../../src/games/carrom/rules';
import { readMatch } from '../../../src/games/carrom/saved';
import { fresh, settle } from './setup';

const roundTrip = (m: Match): unknown => JSON.parse(JSON.stringify(m));
const broken = (m: Match, change: (s: Record<string, unknown>) => void): unknown => {
  const s = roundTrip(m) as Record<string, unknown>;
  change(s);
  return s;
};

describe('carrom saved games', () => {
  const aiming = fresh('classic', 2);
  const moving = tick(strike(moveStriker(aiming, 320)!, 0.9)!, 1 / 60).match;
  const cpu = settle(strike(fresh('classic', 1), 0.2)!).match;

  it('reads back a game saved while aiming, while the pieces roll, and on the computer’s turn', () => {
    expect(readMatch(roundTrip(aiming), 'classic', 2)).toEqual(aiming);
    expect(readMatch(roundTrip(moving), 'classic', 2)).toEqual(moving);
    expect(cpu.phase).toBe('cpu');
    expect(readMatch(roundTrip(cpu), 'classic', 2)).toEqual(cpu);
  });

  it('refuses another mode or speed, a finished round, and what is not a game', () => {
    expect(readMatch(roundTrip(aiming), 'timed', 2)).toBeNull();
    expect(readMatch(roundTrip(aiming), 'classic', 3)).toBeNull();
    expect(readMatch({ ...aiming, phase: 'over', end: { reason: 'time', bonus: 0 } }, 'classic', 2)).toBeNull();
    expect(readMatch(null, 'classic', 2)).toBeNull();
    expect(readMatch([], 'classic', 2)).toBeNull();
    expect(readMatch({ ...aiming, version: 2 }, 'classic', 2)).toBeNull();
  });

  it.each([
    ['three players', (s: Record<string, unknown>) => (s.players = 3)],
    ['a missing coin', (s: Record<string, unknown>) => (s.pieces as unknown[]).pop()],
    ['a coin off the board', (s: Record<string, unknown>) => ((s.pieces as Array<Record<string, unknown>>)[3]!.x = 5000)],
    ['a coin of the wrong kind', (s: Record<string, unknown>) => ((s.pieces as Array<Record<string, unknown>>)[0]!.kind = 'w')],
    ['a striker of a coin’s size', (s: Record<string, unknown>) => ((s.pieces as Array<Record<string, unknown>>)[19]!.r = 26)],
    ['an unknown phase', (s: Record<string, unknown>) => (s.phase = 'dancing')],
    ['an unknown turn', (s: Record<string, unknown>) => (s.turn = 'three')],
    ['a negative score', (s: Record<string, unknown>) => (s.scores = [-5, 0])],
    ['one score', (s: Record<string, unknown>) => (s.scores = [5])],
    ['half a strike', (s: Record<string, unknown>) => (s.strikes = 1.5)],
    ['a clock beyond the limit', (s: Record<string, unknown>) => (s.timeLeft = 1e6)],
    ['a wild aim', (s: Record<string, unknown>) => (s.aim = 9)],
    ['a queen owed by nobody known', (s: Record<string, unknown>) => (s.queenPending = 'three')],
    ['an unknown coin in a pocket', (s: Record<string, unknown>) => (s.pocketed = ['x'])],
    ['a coin both on the board and in a pocket', (s: Record<string, unknown>) => (s.pocketed = ['w'])],
    ['a shot while aiming', (s: Record<string, unknown>) => (s.shot = { who: 'one', pocketed: [], foul: false, t: 0 })],
    ['a broken shot', (s: Record<string, unknown>) => (s.shot = { who: 'one', pocketed: ['z'], foul: false, t: 0 })],
    ['a broken computer turn', (s: Record<string, unknown>) => (s.cpu = { x: 'left' })],
  ])('refuses a saved game with %s', (_, change) => {
    expect(readMatch(broken(aiming, change), 'classic', 2)).toBeNull();
  });

  it('refuses a rolling game without its shot and a computer’s turn without its plan', () => {
    expect(
      readMatch(
        broken(moving, (s) => (s.shot = null)),
        'classic',
        2,
      ),
    ).toBeNull();
    expect(
      readMatch(
        broken(cpu, (s) => (s.cpu = null)),
        'classic',
        2,
      ),
    ).toBeNull();
  });
});
