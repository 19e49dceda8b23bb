import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_ATTEMPTS,
  PIN_LOCK_MS,
  afterRightPin,
  afterWrongPin,
  parsePinAttempts,
  pinGate,
  type PinAttempts,
} from '../../src/domain/family-pin-lock';

const T0 = Date.UTC(2026, 10, 27, 10, 0);

describe('the lock after wrong PINs ("three wrong PINs lock purchases for 15 minutes")', () => {
  it('leaves three tries, then two, then one, and locks for 15 minutes at the third wrong PIN', () => {
    let attempts = NO_ATTEMPTS;
    expect(pinGate(attempts, T0)).toEqual({ locked: false, triesLeft: 3 });
    attempts = afterWrongPin(attempts, T0);
    expect(pinGate(attempts, T0)).toEqual({ locked: false, triesLeft: 2 });
    attempts = afterWrongPin(attempts, T0 + 1000);
    expect(pinGate(attempts, T0 + 1000)).toEqual({ locked: false, triesLeft: 1 });
    attempts = afterWrongPin(attempts, T0 + 2000);
    expect(pinGate(attempts, T0 + 2000)).toEqual({ locked: true, until: T0 + 2000 + PIN_LOCK_MS });
  });

  it('ends the lock by the clock, and the count with it', () => {
    const locked = [T0, T0, T0].reduce<PinAttempts>((a, at) => afterWrongPin(a, at), NO_ATTEMPTS);
    expect(pinGate(locked, T0 + PIN_LOCK_MS - 1).locked).toBe(true);
    expect(pinGate(locked, T0 + PIN_LOCK_MS)).toEqual({ locked: false, triesLeft: 3 });
    expect(afterWrongPin(locked, T0 + PIN_LOCK_MS)).toEqual({ wrong: 1, lockedUntil: null });
  });

  it('does not lengthen the lock when a PIN is tried while locked', () => {
    const locked = [T0, T0, T0].reduce<PinAttempts>((a, at) => afterWrongPin(a, at), NO_ATTEMPTS);
    expect(afterWrongPin(locked, T0 + 60_000)).toEqual(locked);
  });

  it('starts the count again after a right PIN', () => {
    const twoWrong = afterWrongPin(afterWrongPin(NO_ATTEMPTS, T0), T0);
    expect(pinGate(afterRightPin(), T0)).toEqual({ locked: false, triesLeft: 3 });
    expect(pinGate(afterWrongPin(afterRightPin(), T0), T0)).toEqual({ locked: false, triesLeft: 2 });
    expect(twoWrong.wrong).toBe(2);
  });

  it('reads damaged stored attempts as a fresh count', () => {
    expect(parsePinAttempts('x')).toEqual(NO_ATTEMPTS);
    expect(parsePinAttempts({ wrong: -1, lockedUntil: 'soon' })).toEqual(NO_ATTEMPTS);
    expect(parsePinAttempts({ wrong: 2, lockedUntil: T0 })).toEqual({ wrong: 2, lockedUntil: T0 });
  });

  it('property: whatever the wrong PINs and when, a lock never lasts past 15 minutes after the wrong PIN that set it, and no right PIN is needed to end it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 * 60_000 }), { maxLength: 20 }), (gaps) => {
        let now = T0;
        let attempts = NO_ATTEMPTS;
        for (const gap of gaps) {
          now += gap;
          attempts = afterWrongPin(attempts, now);
          const gate = pinGate(attempts, now);
          if (gate.locked) expect(gate.until).toBeLessThanOrEqual(now + PIN_LOCK_MS);
        }
        expect(pinGate(attempts, now + PIN_LOCK_MS).locked).toBe(false);
      }),
    );
  });

  it('property: three wrong PINs within the lock time always lock; fewer never do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 3, maxLength: 3 }),
        (count, gaps) => {
          let now = T0;
          let attempts = NO_ATTEMPTS;
          for (const gap of gaps.slice(0, count)) {
            now += gap;
            attempts = afterWrongPin(attempts, now);
          }
          expect(pinGate(attempts, now).locked).toBe(count === 3);
        },
      ),
    );
  });
});
