import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_MAX,
  BASE_MIN,
  baselineY,
  COIN_R,
  formation,
  POCKETS,
  remaining,
  STRIKER_R,
  U,
  type Piece,
} from '../../../src/games/carrom/board';
import { planCpuShot } from '../../../src/games/carrom/cpu';
import { paceOf, PRACTICE_MAX, SHOT_LIMIT } from '../../../src/games/carrom/pace';
import { energy, physics, stopped } from '../../../src/games/carrom/physics';
import { queenBack } from '../../../src/games/carrom/queen';
import {
  canAim,
  cpuWindUp,
  moveStriker,
  reportedScore,
  setAim,
  solo,
  strike,
  tick,
  vsCpu,
  winner,
  type Match,
} from '../../../src/games/carrom/rules';
import { AIM_MAX, aimVector, freeSpot, placed, slideTo, strikerBlocked, strikerOf } from '../../../src/games/carrom/striker';
import { Rng } from '../../../src/games/engine/rng';
import { edit, fresh, parkStriker, rolling, send, settle } from './setup';

const coinIndex = (m: Match, kind: 'w' | 'b' | 'q') => m.pieces.findIndex((p) => p.kind === kind && p.on);
/** A point `d` units from a pocket's centre, towards the board's middle. */
const nearPocket = ([px, py]: readonly [number, number], d: number): [number, number] => [
  px + Math.sign(U / 2 - px) * d * Math.SQRT1_2,
  py + Math.sign(U / 2 - py) * d * Math.SQRT1_2,
];
const onBoard = (m: Match) => m.pieces.filter((p) => p.on && p.kind !== 's').length;

describe('carrom board and striker', () => {
  it('starts with 19 coins (9 white, 9 black, the queen in the centre) and the striker on side one’s baseline', () => {
    const m = fresh();
    expect(m.pieces).toHaveLength(20);
    expect(remaining(m.pieces, 'w')).toBe(9);
    expect(remaining(m.pieces, 'b')).toBe(9);
    expect(m.pieces[0]).toMatchObject({ kind: 'q', x: U / 2, y: U / 2 });
    expect(strikerOf(m.pieces)).toMatchObject({ kind: 's', x: U / 2, y: baselineY('one') });
    expect(m).toMatchObject({ phase: 'aim', turn: 'one', scores: [0, 0], strikes: 0 });
  });

  it('the formation’s coins touch no other coin', () => {
    const f = formation();
    for (let i = 0; i < f.length; i += 1)
      for (let j = i + 1; j < f.length; j += 1)
        expect(Math.hypot(f[i]!.x - f[j]!.x, f[i]!.y - f[j]!.y)).toBeGreaterThanOrEqual(2 * COIN_R);
  });

  it('slides the striker along the baseline within its ends, and not at all when it would not move', () => {
    const m = fresh();
    expect(strikerOf(moveStriker(m, 300)!.pieces).x).toBe(300);
    expect(strikerOf(moveStriker(m, 0)!.pieces).x).toBe(BASE_MIN);
    expect(strikerOf(moveStriker(m, U)!.pieces).x).toBe(BASE_MAX);
    expect(moveStriker(m, U / 2)).toBeNull();
    expect(moveStriker({ ...m, phase: 'moving' }, 300)).toBeNull();
  });

  it('jumps the striker past a coin on the baseline to the first free spot beyond it', () => {
    const m = edit(fresh(), (pieces) => Object.assign(pieces[1]!, { x: 400, y: baselineY('one') }));
    const to = slideTo(m.pieces, 'one', 400)!;
    expect(to).toBeLessThan(400 - COIN_R - STRIKER_R);
    expect(strikerBlocked(moveStriker(m, 400)!.pieces)).toBe(false);
    // No room beyond the coin at the line's end: it stays.
    const end = edit(fresh(), (pieces) => {
      Object.assign(pieces[1]!, { x: BASE_MIN, y: baselineY('one') });
      Object.assign(strikerOf(pieces), { x: BASE_MIN + 80 });
    });
    expect(slideTo(end.pieces, 'one', BASE_MIN)).toBeNull();
  });

  it('puts the striker on the nearest free spot of a baseline', () => {
    const pieces = edit(fresh(), (p) => Object.assign(p[1]!, { x: 500, y: baselineY('two') })).pieces;
    const x = freeSpot(pieces, 'two', 500);
    expect(Math.abs(x - 500)).toBeGreaterThanOrEqual(COIN_R + STRIKER_R);
    expect(strikerOf(placed(pieces, 'two', 500))).toMatchObject({ x, y: baselineY('two'), on: true, vx: 0 });
  });

  it('keeps the aim within reach and points side one up the board, side two down', () => {
    expect(setAim(fresh(), 10)!.aim).toBe(AIM_MAX);
    expect(setAim(fresh(), 0)).toBeNull();
    expect(aimVector('one', 0)).toEqual([0, -1]);
    expect(aimVector('two', 0)[1]).toBeCloseTo(1);
  });

  it('a strike sends the striker along the aim with the power, counts it, and remembers where it was struck from', () => {
    const m = strike(moveStriker(fresh(), 300)!, 1)!;
    const s = strikerOf(m.pieces);
    expect(s.vy).toBeCloseTo(-3000);
    expect(m).toMatchObject({ phase: 'moving', strikes: 1, home: [300, 500], shot: { who: 'one', foul: false } });
    expect(Math.hypot(strikerOf(strike(fresh(), 0)!.pieces).vy)).toBe(150);
  });

  it('refuses a strike from on top of a coin, or when it is not a player’s turn to aim', () => {
    const m = edit(fresh(), (pieces) => Object.assign(pieces[1]!, { x: 500, y: baselineY('one') }));
    expect(strike(m, 0.5)).toBeNull();
    expect(strike({ ...fresh(), phase: 'cpu' }, 0.5)).toBeNull();
    expect(canAim({ ...fresh(), phase: 'moving' })).toBe(false);
  });
});

describe('carrom physics', () => {
  /** Discs placed one by one where they touch nothing, with the given speeds. */
  const discs = fc
    .array(
      fc.record({
        x: fc.double({ min: 40, max: 960, noNaN: true }),
        y: fc.double({ min: 40, max: 960, noNaN: true }),
        vx: fc.double({ min: -3000, max: 3000, noNaN: true }),
        vy: fc.double({ min: -3000, max: 3000, noNaN: true }),
        striker: fc.boolean(),
      }),
      { minLength: 2, maxLength: 20 },
    )
    .map((list) => {
      const out: Piece[] = [];
      for (const d of list) {
        const r = d.striker ? STRIKER_R : COIN_R;
        const p: Piece = { ...d, r, m: d.striker ? 1.7 : 1, kind: d.striker ? 's' : 'w', on: true };
        if (p.x < r || p.x > U - r || p.y < r || p.y > U - r) continue;
        if (out.every((o) => Math.hypot(o.x - p.x, o.y - p.y) >= o.r + p.r)) out.push(p);
      }
      return out;
    });
  const friction = fc.constantFrom(...([1, 2, 3] as const).map((s) => paceOf(s).friction));

  it('energy never grows in a step: friction, cushions and collisions only take it away', () => {
    fc.assert(
      fc.property(discs, friction, (pieces, f) => {
        let now = pieces;
        for (let i = 0; i < 30; i += 1) {
          const next = physics(now, 1 / 60, f).pieces;
          expect(energy(next)).toBeLessThanOrEqual(energy(now) * (1 + 1e-9) + 1e-6);
          now = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the board settles: after enough steps every disc has stopped', () => {
    fc.assert(
      fc.property(discs, friction, (pieces, f) => {
        let now = pieces;
        for (let i = 0; i < 60 * 12 && !stopped(now); i += 1) now = physics(now, 1 / 60, f).pieces;
        expect(stopped(now)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('discs never overlap after a step by more than a hair, and stay on the board', () => {
    /** The deepest overlap of two discs on the board, and the farthest a disc is past a cushion. */
    const worst = (pieces: readonly Piece[]) => {
      let deepest = 0;
      const on = pieces.filter((p) => p.on);
      for (const p of on) deepest = Math.max(deepest, p.r - p.x, p.x - (U - p.r), p.r - p.y, p.y - (U - p.r));
      for (let a = 0; a < on.length; a += 1)
        for (let b = a + 1; b < on.length; b += 1)
          deepest = Math.max(deepest, on[a]!.r + on[b]!.r - Math.hypot(on[a]!.x - on[b]!.x, on[a]!.y - on[b]!.y));
      return deepest;
    };
    fc.assert(
      fc.property(discs, friction, (pieces, f) => {
        let now = pieces;
        let deepest = 0;
        for (let i = 0; i < 40; i += 1) {
          now = physics(now, 1 / 60, f).pieces;
          deepest = Math.max(deepest, worst(now));
        }
        return deepest < 1;
      }),
      { numRuns: 150 },
    );
  });

  it('a disc whose centre reaches a pocket’s mouth falls in and stops; the others roll on', () => {
    const coin: Piece = { x: 100, y: 100, vx: -2000, vy: -2000, r: COIN_R, m: 1, kind: 'b', on: true };
    const other: Piece = { ...coin, x: 500, y: 500, vx: 100, vy: 0, kind: 'w' };
    let now = [coin, other];
    const fell = [];
    for (let i = 0; i < 10; i += 1) {
      const r = physics(now, 1 / 60, 700);
      now = r.pieces;
      fell.push(...r.pocketed);
    }
    expect(fell).toEqual([expect.objectContaining({ index: 0, kind: 'b', px: 40, py: 40 })]);
    expect(now[0]).toMatchObject({ on: false, vx: 0, vy: 0 });
    expect(now[1]!.on).toBe(true);
  });

  it('a head-on hit passes the speed on to the coin struck', () => {
    const a: Piece = { x: 300, y: 500, vx: 1000, vy: 0, r: COIN_R, m: 1, kind: 'w', on: true };
    const b: Piece = { ...a, x: 360, vx: 0 };
    const after = physics([a, b], 1 / 60, 0).pieces;
    expect(after[1]!.vx).toBeGreaterThan(after[0]!.vx);
    expect(after[1]!.vx).toBeGreaterThan(900);
  });

  it('a cushion sends a disc back with less speed', () => {
    const a: Piece = { x: 30, y: 500, vx: -1000, vy: 0, r: COIN_R, m: 1, kind: 'w', on: true };
    const after = physics([a], 1 / 60, 0).pieces[0]!;
    expect(after.vx).toBeGreaterThan(0);
    expect(after.vx).toBeLessThan(1000);
  });
});

describe('carrom pocketing and scoring', () => {
  const setup = fc.record({
    pocket: fc.constantFrom(...POCKETS),
    kind: fc.constantFrom('w' as const, 'b' as const),
    who: fc.constantFrom('one' as const, 'two' as const),
    mode: fc.constantFrom('classic' as const, 'practice' as const, 'timed' as const),
    players: fc.constantFrom(1 as const, 2 as const),
    d: fc.integer({ min: 80, max: 280 }),
  });

  it('a coin that reaches a pocket is removed and scored to the right player', () => {
    fc.assert(
      fc.property(setup, ({ pocket, kind, who, mode, players, d }) => {
        const base = fresh(mode, players);
        const i = coinIndex(base, kind);
        const m = rolling(
          edit(base, (pieces) => send(pieces[i]!, nearPocket(pocket, d), [...pocket], 1800)),
          who,
        );
        const { match, events } = settle(m);
        expect(match.pieces[i]!.on).toBe(false);
        expect(match.pocketed).toEqual([kind]);
        expect(events).toContainEqual(expect.objectContaining({ type: 'pocketed', kind }));
        // Classic: white counts for side one, black for side two, whoever pockets it. Else the shooter's.
        const to = solo(base) ? who : kind === 'w' ? 'one' : 'two';
        expect(match.scores).toEqual(to === 'one' ? [10, 0] : [0, 10]);
      }),
      { numRuns: 60 },
    );
  });

  it('pocketing your own colour in classic strikes again; otherwise the turn passes', () => {
    const own = (kind: 'w' | 'b') => {
      const base = fresh('classic', 2);
      const i = coinIndex(base, kind);
      return settle(
        rolling(
          edit(base, (p) => send(p[i]!, [200, 200], [40, 40], 1500)),
          'one',
        ),
      ).match;
    };
    expect(own('w')).toMatchObject({ turn: 'one', phase: 'aim' });
    expect(own('b')).toMatchObject({ turn: 'two', phase: 'aim' });
    // Side two aims from the top baseline.
    expect(strikerOf(own('b').pieces).y).toBe(baselineY('two'));
  });

  it('with the computer, its turn is its own: it places, aims, winds up and strikes by itself', () => {
    const m = settle(rolling(fresh('classic', 1), 'one')).match;
    expect(m).toMatchObject({ turn: 'two', phase: 'cpu' });
    expect(m.cpu).not.toBeNull();
    expect(canAim(m)).toBe(false);
    let now = m;
    let wound = 0;
    for (let i = 0; i < 200 && now.phase === 'cpu'; i += 1) {
      now = tick(now, 1 / 60).match;
      wound = Math.max(wound, cpuWindUp(now));
    }
    expect(now.phase).toBe('moving');
    expect(wound).toBeGreaterThan(0);
    expect(now.shot).toMatchObject({ who: 'two' });
    expect(now.strikes).toBe(0);
    expect(cpuWindUp(now)).toBe(0);
  });

  it('in practice and timed one player keeps striking; two players keep the turn only while they pocket', () => {
    expect(settle(rolling(fresh('practice', 1), 'one')).match.turn).toBe('one');
    expect(settle(rolling(fresh('timed', 2), 'one')).match.turn).toBe('two');
    const base = fresh('timed', 2);
    const i = coinIndex(base, 'b');
    const scored = settle(
      rolling(
        edit(base, (p) => send(p[i]!, [200, 200], [40, 40], 1500)),
        'two',
      ),
    ).match;
    expect(scored).toMatchObject({ turn: 'two', scores: [0, 10] });
  });

  it('a pocketed queen counts 50 in practice, for the shooter', () => {
    const base = fresh('practice', 2);
    const m = settle(
      rolling(
        edit(base, (p) => send(p[0]!, [200, 200], [40, 40], 1500)),
        'two',
      ),
    ).match;
    expect(m.scores).toEqual([0, 50]);
  });
});

describe('carrom fouls', () => {
  const sinkStriker = (m: Match, who: 'one' | 'two') =>
    rolling(
      edit(m, (p) => send(strikerOf(p), [220, 220], [40, 40], 1500)),
      who,
    );

  it('pocketing the striker costs the shooter 10 (never below 0) and is said; the striker comes back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('classic' as const, 'practice' as const, 'timed' as const),
        fc.constantFrom(1 as const, 2 as const),
        fc.constantFrom('one' as const, 'two' as const),
        fc.integer({ min: 0, max: 40 }),
        (mode, players, who, before) => {
          const m = { ...fresh(mode, players), scores: [before, before] as [number, number] };
          const { match, events } = settle(sinkStriker(m, who));
          const i = who === 'one' ? 0 : 1;
          expect(match.scores[i]).toBe(Math.max(0, before - 10));
          expect(match.scores[1 - i]).toBe(before);
          expect(strikerOf(match.pieces).on).toBe(true);
          const resolved = events.find((e) => e.type === 'resolved');
          expect(resolved && resolved.type === 'resolved' && resolved.notes.map((n) => n.id)).toEqual([
            solo(m) ? 'solo-foul' : vsCpu(m) && who === 'two' ? 'cpu-foul' : 'foul',
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a foul in classic passes the turn even when an own coin fell too', () => {
    const base = fresh('classic', 2);
    const i = coinIndex(base, 'w');
    const m = edit(sinkStriker(base, 'one'), (p) => send(p[i]!, [800, 200], [960, 40], 1500));
    const { match } = settle(m);
    expect(match.turn).toBe('two');
    expect(match.scores).toEqual([0, 0]);
  });

  it('a foul with the queen sends the queen back to the centre', () => {
    const base = fresh('classic', 2);
    const m = edit(sinkStriker(base, 'one'), (p) => {
      send(p[0]!, [800, 200], [960, 40], 1500);
    });
    const { match, events } = settle(m);
    expect(match.pieces[0]!.on).toBe(true);
    expect(Math.hypot(match.pieces[0]!.x - U / 2, match.pieces[0]!.y - U / 2)).toBeLessThan(200);
    expect(match.pocketed).toEqual([]);
    const resolved = events.find((e) => e.type === 'resolved');
    expect(resolved?.type === 'resolved' && resolved.notes.map((n) => n.id)).toContain('queen-back');
  });
});

describe('carrom queen and cover', () => {
  const queenIn = (m: Match, who: 'one' | 'two', alsoOwn: boolean) => {
    const own = coinIndex(m, who === 'one' ? 'w' : 'b');
    return rolling(
      edit(m, (p) => {
        send(p[0]!, [200, 200], [40, 40], 1500);
        if (alsoOwn) send(p[own]!, [800, 200], [960, 40], 1500);
      }),
      who,
    );
  };

  it('the queen with an own coin in the same shot is covered at once: 50 and 10', () => {
    const { match } = settle(queenIn(fresh('classic', 2), 'one', true));
    expect(match.scores).toEqual([60, 0]);
    expect(match.queenPending).toBeNull();
    expect(match.turn).toBe('one');
  });

  it('the queen alone must be covered with the next shot: the turn goes on', () => {
    const { match, events } = settle(queenIn(fresh('classic', 2), 'two', false));
    expect(match).toMatchObject({ queenPending: 'two', turn: 'two', scores: [0, 0] });
    const resolved = events.find((e) => e.type === 'resolved');
    expect(resolved?.type === 'resolved' && resolved.notes).toEqual([{ id: 'cover-queen' }]);
    // Covered: an own coin next.
    const b = coinIndex(match, 'b');
    const covered = settle(
      rolling(
        edit(match, (p) => send(p[b]!, [200, 800], [40, 960], 1500)),
        'two',
      ),
    ).match;
    expect(covered).toMatchObject({ queenPending: null, scores: [0, 60], turn: 'two' });
    // Not covered: the queen comes back and the turn passes.
    const missed = settle(rolling(match, 'two')).match;
    expect(missed).toMatchObject({ queenPending: null, scores: [0, 0], turn: 'one', pocketed: [] });
    expect(missed.pieces[0]!.on).toBe(true);
  });

  it('the computer’s queen words are its own', () => {
    const took = settle(queenIn(fresh('classic', 1), 'two', true)).events.find((e) => e.type === 'resolved');
    expect(took?.type === 'resolved' && took.notes).toEqual([{ id: 'cpu-took-queen' }]);
    const must = settle(queenIn(fresh('classic', 1), 'two', false));
    expect(must.events.find((e) => e.type === 'resolved')).toMatchObject({ notes: [{ id: 'cpu-must-cover' }] });
    // It then aims at one of its coins, not the queen.
    expect(must.match).toMatchObject({ phase: 'cpu', queenPending: 'two' });
    const b = coinIndex(must.match, 'b');
    const covered = settle(
      rolling(
        edit(must.match, (p) => send(p[b]!, [200, 800], [40, 960], 1500)),
        'two',
      ),
    );
    expect(covered.events.find((e) => e.type === 'resolved')).toMatchObject({ notes: [{ id: 'cpu-covered' }] });
  });

  it('the queen goes back as near the centre as there is room', () => {
    const m = { pieces: fresh().pieces.map((p) => ({ ...p })), pocketed: ['q'] };
    m.pieces[0]!.on = false;
    queenBack(m);
    const q = m.pieces[0]!;
    expect(q.on).toBe(true);
    expect(m.pocketed).toEqual([]);
    // The centre was free (the queen had left it), so it is back on the spot.
    expect([q.x, q.y]).toEqual([U / 2, U / 2]);
    const crowded = { pieces: m.pieces.map((p) => ({ ...p })), pocketed: [] as string[] };
    crowded.pieces[1] = { ...crowded.pieces[1]!, x: U / 2, y: U / 2 };
    queenBack(crowded);
    const c = crowded.pieces[0]!;
    expect(Math.hypot(c.x - U / 2, c.y - U / 2)).toBeGreaterThanOrEqual(2 * COIN_R);
  });
});

describe('carrom game flow', () => {
  it('the count of pieces on the board and in the pockets never changes, whatever the shots', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('classic' as const, 'practice' as const, 'timed' as const),
        fc.constantFrom(1 as const, 2 as const),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 1000 }),
            fc.double({ min: -2, max: 2, noNaN: true }),
            fc.double({ min: 0.2, max: 1, noNaN: true }),
          ),
          {
            minLength: 3,
            maxLength: 6,
          },
        ),
        (mode, players, shots) => {
          let m = fresh(mode, players, 5);
          let next = 0;
          for (let step = 0; step < 60 * 60 && m.phase !== 'over' && next <= shots.length; step += 1) {
            if (m.phase === 'aim') {
              const shot = shots[next];
              next += 1;
              if (!shot) break;
              const [x, aim, power] = shot;
              m = moveStriker(m, x) ?? m;
              m = setAim(m, aim) ?? m;
              m = strike(m, power) ?? m;
            }
            m = tick(m, 1 / 60).match;
            if (m.pieces.length !== 20 || onBoard(m) + m.pocketed.length !== 19) return false;
          }
          return true;
        },
      ),
      { numRuns: 15 },
    );
  });

  it('classic ends when one colour is all pocketed, the higher score winning', () => {
    const base = edit(fresh('classic', 2), (pieces) => {
      for (const p of pieces) if (p.kind === 'w') p.on = false;
      const w = pieces.find((p) => p.kind === 'w')!;
      send(w, [200, 200], [40, 40], 1500);
    });
    const m = rolling({ ...base, pocketed: Array(8).fill('w') as 'w'[], scores: [80, 20] }, 'one');
    const { match, events } = settle(m);
    expect(match).toMatchObject({ phase: 'over', end: { reason: 'white-gone', bonus: 0 }, scores: [90, 20] });
    expect(events.at(-1)).toEqual({ type: 'over' });
    expect(winner(match)).toBe('one');
    expect(reportedScore(match)).toBe(90);
    expect(tick(match, 1 / 60).match).toBe(match);
  });

  it('practice ends after its strikes, and a cleared board earns 5 for each strike left', () => {
    const out = settle(rolling({ ...fresh('practice'), strikes: PRACTICE_MAX }, 'one')).match;
    expect(out.end).toEqual({ reason: 'strikes', bonus: 0 });
    const last = edit(fresh('practice'), (pieces) => {
      for (const p of pieces) if (p.kind !== 's') p.on = false;
      send(pieces[0]!, [200, 200], [40, 40], 1500);
    });
    const cleared = settle(rolling({ ...last, strikes: 20, pocketed: Array(18).fill('w') as 'w'[] }, 'one')).match;
    expect(cleared).toMatchObject({ end: { reason: 'cleared', bonus: 200 }, scores: [250, 0] });
  });

  it('timed ends when the clock runs out while aiming; during a shot it is the last shot, then the end', () => {
    const aiming = { ...fresh('timed'), timeLeft: 0.01 };
    const r = tick(aiming, 1 / 60);
    expect(r.match).toMatchObject({ phase: 'over', timeLeft: 0, end: { reason: 'time' } });
    const shooting = rolling({ ...fresh('timed', 2), timeLeft: 0.01 }, 'one');
    const { match, events } = settle(shooting);
    expect(events[0]).toEqual({ type: 'last-shot' });
    expect(match.end?.reason).toBe('time');
    expect(winner(match)).toBeNull();
    const clock = tick(fresh('timed'), 0.5).match;
    expect(clock.timeLeft).toBe(paceOf(2).timeLimit - 0.5);
  });

  it('a shot that never settles is called off after its time limit', () => {
    const m = rolling(fresh('practice'), 'one');
    const creeping = {
      ...m,
      shot: { ...m.shot!, t: SHOT_LIMIT + 1 },
      pieces: edit(m, (p) => send(p[5]!, [500, 300], [500, 200], 600)).pieces,
    };
    const after = tick(creeping, 1 / 60).match;
    expect(after.phase).toBe('aim');
    expect(stopped(after.pieces)).toBe(true);
  });

  it('between two players the reported score is the winner’s; alone in practice side one always wins', () => {
    expect(reportedScore({ ...fresh('classic', 2), scores: [10, 40] })).toBe(40);
    expect(reportedScore({ ...fresh('classic', 1), scores: [10, 40] })).toBe(10);
    expect(winner({ ...fresh('classic', 2), scores: [10, 40] })).toBe('two');
    expect(winner({ ...fresh('practice', 1), scores: [0, 0] })).toBe('one');
  });
});

describe('the computer’s shot', () => {
  it('is seeded: the same generator state gives the same shot, another state another aim', () => {
    const pieces = fresh().pieces;
    const plan = (seed: number) => planCpuShot(pieces, false, 700, 0.1, new Rng(seed));
    expect(plan(3)).toEqual(plan(3));
    expect(plan(3).angle).not.toBe(plan(4).angle);
  });

  it('lines up an open black coin with a pocket, shooting down the board from a free spot', () => {
    const pieces = edit(fresh(), (p) => {
      for (const c of p) if (c.kind !== 's') c.on = false;
      Object.assign(p[2]!, { on: true, x: 300, y: 700 });
    }).pieces;
    const shot = planCpuShot(pieces, false, 700, 0, new Rng(1));
    expect(shot.x).toBeGreaterThanOrEqual(BASE_MIN);
    expect(shot.x).toBeLessThanOrEqual(BASE_MAX);
    expect(Math.abs(shot.angle)).toBeLessThan(Math.PI / 2);
    expect(shot.power).toBeGreaterThan(0.1);
  });

  it('with no clean line it blasts at the nearest target at high power', () => {
    const pieces = edit(fresh(), (p) => parkStriker(p, baselineY('two'))).pieces;
    const boxed = pieces.map((p) => (p.kind === 'b' ? { ...p, x: p.x, y: p.y } : p));
    const shot = planCpuShot(
      boxed.map((p) => (p.kind === 'w' ? { ...p, on: false } : p)),
      true,
      700,
      0,
      new Rng(1),
    );
    expect(shot.power).toBeGreaterThan(0);
    const none = planCpuShot(
      pieces.map((p) => (p.kind === 's' ? p : { ...p, on: false })),
      true,
      700,
      0,
      new Rng(1),
    );
    expect(none.power).toBe(0.85);
  });
});
