import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOMBS,
  FIRE_EVERY,
  IDLE,
  LIVES,
  MODES,
  newBattle,
  readBattle,
  resize,
  SHIELD,
  SHOT_GONE,
  SHOT_SPEED,
  shipY,
  step,
  type Battle,
  type Foe,
  type Input,
} from '../../../src/games/shooter/rules';
import { bossHp, fragments, spawnWave } from '../../../src/games/shooter/waves';
import { Rng } from '../../../src/games/engine/rng';

const DT = 1 / 60;
const W = 360;
const H = 600;
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const mode = fc.constantFrom(...MODES);
const input: fc.Arbitrary<Input> = fc.record({
  dir: fc.constantFrom(-1 as const, 0 as const, 1 as const),
  to: fc.option(fc.integer({ min: -50, max: W + 50 })),
  bomb: fc.boolean(),
});
/** A stretch of play: the same input held for some steps (a bomb only at its first). */
const stretch = fc.tuple(input, fc.integer({ min: 1, max: 90 }));

function play(
  b: Battle,
  stretches: Array<[Input, number]>,
  check: (before: Battle, after: Battle, hurt: number, input: Input) => void,
) {
  let battle = b;
  for (const [inp, steps] of stretches) {
    for (let i = 0; i < steps && !battle.over; i += 1) {
      const input = i === 0 ? inp : { ...inp, bomb: false };
      const { battle: next, bursts } = step(battle, DT, input);
      check(battle, next, bursts.filter((x) => x.kind === 'hurt').length, input);
      battle = next;
    }
  }
  return battle;
}
const battle = (extra: Partial<Battle> = {}): Battle => ({ ...newBattle('waves', 2, 1, W, H), waveIn: 99, ...extra });
const foe = (extra: Partial<Foe>): Foe => ({ kind: 'ship', x: 100, y: 100, r: 13, hp: 1, vx: 0, vy: 0, ...extra });

describe('space shooter rules', () => {
  it('only ever adds to the score', () => {
    fc.assert(
      fc.property(seed, mode, fc.array(stretch, { maxLength: 30 }), (s, m, stretches) => {
        play(newBattle(m, 3, s, W, H), stretches, (before, after) => expect(after.score).toBeGreaterThanOrEqual(before.score));
      }),
      { numRuns: 60 },
    );
  });

  it('takes a life exactly when the ship is hit, one at most while the shield holds', () => {
    fc.assert(
      fc.property(seed, mode, fc.array(stretch, { maxLength: 30 }), (s, m, stretches) => {
        play(newBattle(m, 3, s, W, H), stretches, (before, after, hurt, { bomb }) => {
          expect(before.lives - after.lives).toBe(hurt);
          // Unshielded, the ship is hit when an enemy, moved on, touches it or is past the bottom.
          if (before.shieldLeft === 0 && !bomb) {
            const hit = before.foes.some((f) => {
              const [x, y] = [f.x + f.vx * DT, f.y + f.vy * DT];
              return Math.hypot(x - after.shipX, y - shipY(after)) < f.r + 12 || y - f.r > H;
            });
            expect(hurt).toBe(hit ? 1 : 0);
          }
          expect(hurt).toBeLessThanOrEqual(1);
          if (before.shieldLeft > DT) expect(hurt).toBe(0);
          if (hurt) expect(after.shieldLeft).toBe(SHIELD);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('drops the shots that leave the field and the enemies that pass it: its lists stay small', () => {
    const most = Math.ceil((H - 56 - SHOT_GONE) / (SHOT_SPEED * FIRE_EVERY)) + 1;
    fc.assert(
      fc.property(seed, mode, fc.array(stretch, { maxLength: 40 }), (s, m, stretches) => {
        play(newBattle(m, 1, s, W, H), stretches, (_, after) => {
          expect(after.shots.every((shot) => shot.y > SHOT_GONE)).toBe(true);
          expect(after.shots.length).toBeLessThanOrEqual(most);
          expect(after.foes.every((f) => f.y - f.r <= H)).toBe(true);
          expect(after.foes.length).toBeLessThanOrEqual(20);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('ends boss mode, won, when the boss’s health reaches 0, and not before', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: 1, max: bossHp(5) }),
        fc.integer({ min: 60, max: W - 60 }),
        fc.array(stretch, { maxLength: 20 }),
        (s, hp, x, stretches) => {
          const boss = foe({ kind: 'boss', x, y: H * 0.18, r: 34, hp, vx: 60 });
          const start = battle({ mode: 'boss', wave: 5, foes: [boss], rng: s, lives: 99 });
          play(start, stretches, (before, after) => {
            const left = after.foes.find((f) => f.kind === 'boss');
            expect(after.won).toBe(left === undefined);
            expect(after.over).toBe(after.won);
            if (left) expect(left.hp).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('fires by itself every 0.26 s from the ship, and a shot takes one hit point', () => {
    let b = battle({ foes: [foe({ kind: 'rock', x: W / 2, y: 300, r: 20, hp: 3 })] });
    const { battle: first } = step(b, DT);
    expect(first.shots).toHaveLength(1);
    expect(first.shots[0]!.x).toBe(W / 2);
    b = first;
    for (let i = 0; i < 15; i += 1) b = step(b, DT).battle;
    expect(b.shots).toHaveLength(1);
    b = step(b, DT).battle;
    expect(b.shots).toHaveLength(2);
    for (let i = 0; i < 40; i += 1) b = step(b, DT).battle;
    expect(b.foes[0]!.hp).toBeLessThan(3);
  });

  it('scores 10 a ship, 20 a rock, 500 the boss; a big rock splits in two, a small one does not', () => {
    const rock = foe({ kind: 'rock', r: 20, hp: 0, vy: 50 });
    expect(fragments(rock).map((f) => [f.r, f.vx])).toEqual([
      [12, -60],
      [12, 60],
    ]);
    expect(fragments(foe({ kind: 'rock', r: 12 }))).toEqual([]);
    const { battle: b } = step(battle({ foes: [foe({ hp: 0 }), rock] }), DT);
    expect(b.score).toBe(30);
    expect(b.foes).toHaveLength(2);
    const { battle: won } = step(battle({ mode: 'boss', foes: [foe({ kind: 'boss', hp: 0, r: 34 })] }), DT);
    expect(won).toMatchObject({ score: 500, won: true, over: true });
  });

  it('loses a life when an enemy rams the ship or gets past it, then shields the ship', () => {
    const b = battle();
    const rammed = step({ ...b, foes: [foe({ x: b.shipX, y: shipY(b) })] }, DT);
    expect(rammed.battle.lives).toBe(LIVES - 1);
    expect(rammed.battle.score).toBe(10);
    const past = step({ ...b, foes: [foe({ x: 20, y: H + 14 }), foe({ x: 60, y: H + 14 })] }, DT);
    expect(past.battle.lives).toBe(LIVES - 1);
    expect(past.battle.foes).toEqual([]);
    const shielded = step({ ...b, shieldLeft: 1, foes: [foe({ x: 20, y: H + 14 })] }, DT);
    expect(shielded.battle.lives).toBe(LIVES);
    const last = step({ ...b, lives: 1, foes: [foe({ x: 20, y: H + 14 })] }, DT);
    expect(last.battle).toMatchObject({ lives: 0, over: true, won: false });
    expect(step(last.battle, DT).battle).toBe(last.battle);
  });

  it('clears the field with a bomb, takes ten of the boss’s health, and has three', () => {
    const b = battle({ foes: [foe({}), foe({ kind: 'boss', hp: 40, r: 34 })] });
    const { battle: bombed, bursts } = step(b, DT, { ...IDLE, bomb: true });
    expect(bombed.bombs).toBe(BOMBS - 1);
    expect(bombed.foes.map((f) => [f.kind, f.hp])).toEqual([['boss', 30]]);
    expect(bursts.filter((x) => x.kind === 'bomb')).toHaveLength(2);
    expect(step({ ...b, bombs: 0 }, DT, { ...IDLE, bomb: true }).battle.foes).toHaveLength(2);
  });

  it('flies at 260 px/s, follows a drag, and stays 16 px inside the field', () => {
    const b = battle();
    expect(step(b, 0.5, { ...IDLE, dir: 1 }).battle.shipX).toBe(W / 2 + 130);
    expect(step(b, DT, { ...IDLE, to: 100 }).battle.shipX).toBe(100);
    expect(step(b, DT, { ...IDLE, to: -40 }).battle.shipX).toBe(16);
    expect(resize({ ...b, shipX: 340 }, 300, 500)).toMatchObject({ w: 300, h: 500, shipX: 284 });
  });

  it('sends the first wave after 0.6 s, the next once the field is clear, the boss every fifth wave of boss mode', () => {
    let b = newBattle('boss', 2, 3, W, H);
    for (let i = 0; i < 30; i += 1) b = step(b, DT).battle;
    expect(b.wave).toBe(0);
    for (let i = 0; i < 10; i += 1) b = step(b, DT).battle;
    expect(b.wave).toBe(1);
    expect(b.foes).toHaveLength(5);
    const rng = new Rng(1);
    expect(spawnWave('boss', 5, 2, W, rng).map((f) => [f.kind, f.hp])).toEqual([['boss', 40]]);
    expect(spawnWave('waves', 9, 2, W, rng)).toHaveLength(10);
    const rocks = spawnWave('asteroids', 1, 3, W, rng);
    expect(rocks).toHaveLength(3);
    expect(rocks.every((r) => r.kind === 'rock' && r.x >= 20 && r.x <= W - 20 && r.vy === 44 * 1.3)).toBe(true);
    const boss = step(battle({ mode: 'boss', foes: [foe({ kind: 'boss', y: H * 0.18, vy: 18, r: 34, hp: 40 })] }), DT);
    expect(boss.battle.foes[0]!.vy).toBe(0);
  });

  it('bounces an enemy off the field’s sides', () => {
    const { battle: b } = step(battle({ foes: [foe({ x: W - 12, vx: 30 })] }), DT);
    expect(b.foes[0]!.vx).toBe(-30);
  });

  it('reads back a saved battle and refuses a finished, foreign or broken one', () => {
    let b = newBattle('asteroids', 2, 9, W, H);
    for (let i = 0; i < 200; i += 1) b = step(b, DT).battle;
    const copy = JSON.parse(JSON.stringify(b)) as Battle;
    expect(readBattle(copy, 'asteroids', 2)).toEqual(b);
    expect(readBattle(copy, 'waves', 2)).toBeNull();
    expect(readBattle(copy, 'asteroids', 1)).toBeNull();
    expect(readBattle({ ...copy, over: true }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, lives: 0 }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, w: 0 }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, foes: [{ ...foe({}), kind: 'ufo' }] }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, foes: [null] }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, shots: [{ x: 'a', y: 1 }] }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, score: -5 }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, wave: 1.5 }, 'asteroids', 2)).toBeNull();
    expect(readBattle({ ...copy, shieldLeft: 9 }, 'asteroids', 2)).toBeNull();
    expect(readBattle(7, 'asteroids', 2)).toBeNull();
  });
});
