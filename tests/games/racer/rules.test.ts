import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/engine/rng';
import {
  BASE_PACE,
  CAR_Y,
  HALF,
  MODES,
  metres,
  newRace,
  pace,
  readRace,
  ROADS,
  score,
  spawnWave,
  steer,
  step,
  type Race,
  type Thing,
} from '../../../src/games/racer/rules';

const DT = 1 / 60;
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const mode = fc.constantFrom(...MODES);
/** A player's action: a lane change or some steps of driving. */
const action = fc.oneof(fc.constantFrom('left' as const, 'right' as const), fc.integer({ min: 1, max: 40 }));
const thing = (kind: Thing['kind'], lane: number, y: number): Thing => ({ kind, lane, y, colour: 0, hit: false });
const race = (extra: Partial<Race> = {}): Race => ({ ...newRace('highway', 2, 1), spawnIn: 1, ...extra });

/** The player's car's box and a thing's box overlap: the same lane, and their lengths cross. */
const boxesOverlap = (r: Race, t: Thing) => t.lane === r.lane && t.y - HALF < CAR_Y + HALF && t.y + HALF > CAR_Y - HALF;

describe('racer rules', () => {
  it('keeps the car in one of the road’s lanes, whatever the player does', () => {
    fc.assert(
      fc.property(seed, mode, fc.array(action, { maxLength: 80 }), (s, m, actions) => {
        let r = newRace(m, 2, s);
        for (const a of actions) {
          if (typeof a === 'string') r = steer(r, a);
          else for (let i = 0; i < a; i += 1) r = step(r, DT);
          expect(Number.isInteger(r.lane)).toBe(true);
          expect(r.lane).toBeGreaterThanOrEqual(0);
          expect(r.lane).toBeLessThan(ROADS[m].lanes);
        }
      }),
    );
  });

  it('ends the run exactly when the car’s box overlaps another car’s', () => {
    fc.assert(
      fc.property(seed, mode, fc.array(action, { maxLength: 120 }), (s, m, actions) => {
        let r = newRace(m, 3, s);
        for (const a of actions) {
          if (typeof a === 'string') {
            r = steer(r, a);
            continue;
          }
          for (let i = 0; i < a && !r.over; i += 1) {
            r = step(r, DT);
            const hit = r.things.some((t) => t.kind === 'car' && boxesOverlap(r, t));
            expect(r.over).toBe(hit);
          }
        }
      }),
    );
  });

  it('leaves a lane free of cars and sand in every wave of traffic', () => {
    fc.assert(
      fc.property(seed, mode, (s, m) => {
        const rng = new Rng(s);
        for (let i = 0; i < 20; i += 1) {
          const wave = spawnWave(m, rng);
          const blocked = new Set(wave.filter((t) => t.kind !== 'coin').map((t) => t.lane));
          expect(blocked.size).toBeLessThan(ROADS[m].lanes);
          expect(wave.every((t) => t.y < 0)).toBe(true);
        }
      }),
    );
  });

  it('changes one lane at a time and stops at the road’s edges', () => {
    const r = newRace('desert', 2, 1);
    expect(r.lane).toBe(1);
    expect(steer(r, 'left').lane).toBe(0);
    expect(steer(steer(r, 'left'), 'left').lane).toBe(0);
    expect(steer(steer(r, 'right'), 'right').lane).toBe(2);
    expect(steer({ ...r, over: true }, 'left').lane).toBe(1);
  });

  it('scores ten a road height and 25 a coin, and picks a coin up as the car reaches it', () => {
    const r = step(race({ things: [thing('coin', 2, CAR_Y - 0.125)] }), 0.1);
    expect(r.coins).toBe(1);
    expect(r.things).toEqual([]);
    expect(score({ ...r, distance: 3.27 })).toBe(32 + 25);
    expect(metres({ ...r, distance: 3.27 })).toBe(327);
  });

  it('slows the car on sand, once, for 0.9 s', () => {
    const r = step(race({ things: [thing('sand', 2, CAR_Y)] }), DT);
    expect(r.slowLeft).toBeCloseTo(0.9);
    expect(pace(r)).toBeCloseTo(BASE_PACE[2] * (1 + r.distance / 60) * 0.55);
    const later = step({ ...r, slowLeft: 0.5 }, DT);
    expect(later.slowLeft).toBeCloseTo(0.5 - DT);
    let slow = r;
    for (let i = 0; i < 54; i += 1) slow = step({ ...slow, things: [] }, DT);
    expect(slow.slowLeft).toBe(0);
    expect(pace(slow)).toBeCloseTo(BASE_PACE[2] * (1 + slow.distance / 60));
  });

  it('drives faster the farther it has come, and traffic comes slower than the road', () => {
    expect(pace(race({ distance: 60 }))).toBeCloseTo(2 * pace(race()));
    const r = step(race({ things: [thing('car', 0, 0.2), thing('sand', 1, 0.2)] }), 1);
    expect(r.things.map((t) => t.y)).toEqual([0.2 + 0.7 * 0.55, 0.2 + 0.7].map((y) => expect.closeTo(y, 9)));
  });

  it('drops what has left the road and sends a new wave when its distance is due', () => {
    const r = step(race({ things: [thing('car', 0, 1.199)], spawnIn: 0.001 }), DT);
    expect(r.things.every((t) => t.y < 0)).toBe(true);
    expect(r.spawnIn).toBeGreaterThanOrEqual(0.42);
    expect(r.spawnIn).toBeLessThan(0.62);
  });

  it('stands still once over', () => {
    const over = race({ over: true });
    expect(step(over, DT)).toBe(over);
  });

  it('reads back a saved race and refuses a finished, foreign or broken one', () => {
    let r = newRace('night', 1, 4);
    for (let i = 0; i < 200; i += 1) r = step(r, DT);
    const copy = JSON.parse(JSON.stringify(r)) as Race;
    expect(readRace(copy, 'night', 1)).toEqual(r);
    expect(readRace(copy, 'highway', 1)).toBeNull();
    expect(readRace(copy, 'night', 2)).toBeNull();
    expect(readRace({ ...copy, over: true }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, lane: 3 }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, things: [{ ...thing('car', 0, 0.5), colour: 9 }] }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, things: [{ kind: 'truck', lane: 0, y: 0, colour: 0, hit: false }] }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, things: [null] }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, distance: -1 }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, slowLeft: 5 }, 'night', 1)).toBeNull();
    expect(readRace({ ...copy, rng: -1 }, 'night', 1)).toBeNull();
    expect(readRace('junk', 'night', 1)).toBeNull();
  });
});
