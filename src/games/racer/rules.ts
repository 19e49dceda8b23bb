import { Rng } from '../engine/rng';

/**
 * Racer's rules, apart from its drawing: a top-down road of lanes scrolling down, waves of traffic,
 * coins and (in the desert) sand coming towards the player's car, which changes lanes. The pace
 * rises with the distance; the run ends when the car's box overlaps another car's. Distances are in
 * road heights (y 0 is the top of the road, 1 its bottom), time in seconds of fixed steps. Pure: all
 * chance comes from the race's own seeded generator.
 */

export type Mode = 'highway' | 'desert' | 'night';
export const MODES = ['highway', 'desert', 'night'] as const satisfies readonly [Mode, ...Mode[]];
export type Steer = 'left' | 'right';

/** The roads: lanes, how busy their traffic is, and whether sand drifts onto them. */
export const ROADS = {
  highway: { lanes: 4, traffic: 0.9, sand: false },
  desert: { lanes: 3, traffic: 0.7, sand: true },
  night: { lanes: 3, traffic: 0.8, sand: false },
} as const satisfies Record<Mode, { lanes: number; traffic: number; sand: boolean }>;

/** The pace at the start, in road heights a second, by the title's speed; it grows by 1/60 of itself a road height. */
export const BASE_PACE = { 1: 0.55, 2: 0.7, 3: 0.9 } as const;
/** Traffic drives the same way, slower than the road scrolls. */
export const TRAFFIC_SPEED = 0.55;
/** Sand slows the car to this share of its pace for SLOW_SECONDS. */
export const SAND_SLOW = 0.55;
export const SLOW_SECONDS = 0.9;
/** The player's car: its centre's height and half its length; every other thing's half length. */
export const CAR_Y = 0.84;
export const HALF = 0.06;
/** Things that have left the bottom of the road by this much are gone. */
export const GONE_Y = 1.2;
export const TRAFFIC_COLOURS = 5;
export const COIN_POINTS = 25;

export type Kind = 'car' | 'coin' | 'sand';
export interface Thing {
  kind: Kind;
  lane: number;
  /** Its centre, in road heights from the top. */
  y: number;
  /** A car's colour (0 to TRAFFIC_COLOURS - 1). */
  colour: number;
  /** Sand already driven through (it slows the car once). */
  hit: boolean;
}

export interface Race {
  mode: Mode;
  speed: 1 | 2 | 3;
  lane: number;
  things: Thing[];
  distance: number;
  coins: number;
  /** Seconds of sand's slowing left. */
  slowLeft: number;
  /** Road heights until the next wave. */
  spawnIn: number;
  over: boolean;
  /** The generator's state, so that a resumed race draws what it would have drawn. */
  rng: number;
}

export function newRace(mode: Mode, speed: 1 | 2 | 3, seed: number): Race {
  const lanes = ROADS[mode].lanes;
  return {
    mode,
    speed,
    lane: Math.floor(lanes / 2),
    things: [],
    distance: 0,
    coins: 0,
    slowLeft: 0,
    spawnIn: 0.6,
    over: false,
    rng: seed >>> 0,
  };
}

export const score = (race: Race): number => Math.floor(race.distance * 10) + race.coins * COIN_POINTS;
/** The distance in metres the player is told. */
export const metres = (race: Race): number => Math.floor(race.distance * 100);
export const pace = (race: Race): number =>
  BASE_PACE[race.speed] * (1 + race.distance / 60) * (race.slowLeft > 0 ? SAND_SLOW : 1);

/** One lane over, as far as the road goes; a finished race stays where it is. */
export function steer(race: Race, dir: Steer): Race {
  if (race.over) return race;
  const lane = Math.max(0, Math.min(ROADS[race.mode].lanes - 1, race.lane + (dir === 'left' ? -1 : 1)));
  return lane === race.lane ? race : { ...race, lane };
}

/** A thing's box overlaps the player's car: the same lane, and their lengths overlap. */
export const overlaps = (race: Race, thing: Thing): boolean => thing.lane === race.lane && Math.abs(thing.y - CAR_Y) < 2 * HALF;

/**
 * A wave of things at the top of the road. One lane, chosen at random, stays open (a coin at
 * most); each other lane may get a car, or in the desert sand.
 */
export function spawnWave(mode: Mode, rng: Rng): Thing[] {
  const { lanes, traffic, sand } = ROADS[mode];
  const open = rng.int(lanes);
  const wave: Thing[] = [];
  for (let lane = 0; lane < lanes; lane += 1) {
    if (lane === open) {
      if (rng.chance(0.5)) wave.push({ kind: 'coin', lane, y: -0.1, colour: 0, hit: false });
    } else if (rng.chance(traffic * 0.45)) {
      wave.push({ kind: 'car', lane, y: -0.15 - rng.next() * 0.1, colour: rng.int(TRAFFIC_COLOURS), hit: false });
    } else if (sand && rng.chance(0.25)) {
      wave.push({ kind: 'sand', lane, y: -0.1, colour: 0, hit: false });
    }
  }
  return wave;
}

/**
 * One fixed step of `dt` seconds: the road and everything on it move down, a new wave comes when
 * its distance is due, then what overlaps the car acts: a car ends the race, a coin is picked up,
 * sand slows the car for a moment.
 */
export function step(race: Race, dt: number): Race {
  if (race.over) return race;
  const rng = new Rng(race.rng);
  const moved = pace(race) * dt;
  let things = race.things
    .map((t) => ({ ...t, y: t.y + moved * (t.kind === 'car' ? TRAFFIC_SPEED : 1) }))
    .filter((t) => t.y < GONE_Y);
  let spawnIn = race.spawnIn - moved;
  if (spawnIn <= 0) {
    things = things.concat(spawnWave(race.mode, rng));
    spawnIn = 0.42 + rng.next() * 0.2;
  }
  const next: Race = {
    ...race,
    things,
    distance: race.distance + moved,
    spawnIn,
    slowLeft: Math.max(0, race.slowLeft - dt),
    rng: rng.state,
  };
  for (const t of things) {
    if (!overlaps(next, t)) continue;
    if (t.kind === 'car') return { ...next, over: true };
    if (t.kind === 'coin') next.coins += 1;
    else if (!t.hit) {
      t.hit = true;
      next.slowLeft = SLOW_SECONDS;
    }
  }
  if (next.coins > race.coins) next.things = things.filter((t) => t.kind !== 'coin' || !overlaps(next, t));
  return next;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function isThing(value: unknown, lanes: number): value is Thing {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Thing>;
  return (
    (t.kind === 'car' || t.kind === 'coin' || t.kind === 'sand') &&
    isWhole(t.lane, 0, lanes - 1) &&
    isNumber(t.y) &&
    t.y < GONE_Y &&
    isWhole(t.colour, 0, TRAFFIC_COLOURS - 1) &&
    typeof t.hit === 'boolean'
  );
}

/** A saved race read back, or null when it is not a running race of this mode and speed. */
export function readRace(saved: unknown, mode: Mode, speed: 1 | 2 | 3): Race | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const r = saved as Partial<Race>;
  const lanes = ROADS[mode].lanes;
  if (r.mode !== mode || r.speed !== speed || r.over !== false || !isWhole(r.lane, 0, lanes - 1)) return null;
  if (!Array.isArray(r.things) || !r.things.every((t) => isThing(t, lanes))) return null;
  if (!isNumber(r.distance) || r.distance < 0 || !isWhole(r.coins, 0, Number.MAX_SAFE_INTEGER)) return null;
  if (!isNumber(r.slowLeft) || r.slowLeft < 0 || r.slowLeft > SLOW_SECONDS || !isNumber(r.spawnIn) || r.spawnIn > 1) return null;
  if (!isWhole(r.rng, 0, 0xffffffff)) return null;
  return r as Race;
}
