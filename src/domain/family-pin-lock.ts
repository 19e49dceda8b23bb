/**
 * The lock after wrong PINs: "Three wrong PINs lock purchases for 15 minutes." The count belongs to
 * the device, not to an owner (docs/decisions/0058): logging out or in does not reset it.
 */

export const WRONG_PINS_BEFORE_LOCK = 3;
export const PIN_LOCK_MS = 15 * 60_000;

export interface PinAttempts {
  /** Wrong PINs in a row since the last right one or the last lock's end. */
  wrong: number;
  /** Epoch ms the lock ends, or null when no lock was set. */
  lockedUntil: number | null;
}

export const NO_ATTEMPTS: PinAttempts = { wrong: 0, lockedUntil: null };

export type PinGate = { locked: true; until: number } | { locked: false; triesLeft: number };

/** The attempts as they stand at `now`: a lock whose time has passed has ended, and its count with it. */
export function currentAttempts(attempts: PinAttempts, now: number): PinAttempts {
  if (attempts.lockedUntil !== null && attempts.lockedUntil <= now) return NO_ATTEMPTS;
  return attempts;
}

/** Whether a PIN may be tried at `now`, and how many tries are left before the lock. */
export function pinGate(attempts: PinAttempts, now: number): PinGate {
  const current = currentAttempts(attempts, now);
  if (current.lockedUntil !== null) return { locked: true, until: current.lockedUntil };
  return { locked: false, triesLeft: Math.max(0, WRONG_PINS_BEFORE_LOCK - current.wrong) };
}

/** After a wrong PIN at `now`: the third in a row locks for 15 minutes from now. A locked gate is not counted. */
export function afterWrongPin(attempts: PinAttempts, now: number): PinAttempts {
  const current = currentAttempts(attempts, now);
  if (current.lockedUntil !== null) return current;
  const wrong = current.wrong + 1;
  return wrong >= WRONG_PINS_BEFORE_LOCK ? { wrong, lockedUntil: now + PIN_LOCK_MS } : { wrong, lockedUntil: null };
}

/** After a right PIN the count starts again. (No PIN is checked while locked.) */
export const afterRightPin = (): PinAttempts => NO_ATTEMPTS;

/** Stored attempts read back; anything unreadable is a fresh count. */
export function parsePinAttempts(value: unknown): PinAttempts {
  if (typeof value !== 'object' || value === null) return NO_ATTEMPTS;
  const r = value as Record<string, unknown>;
  const wrong = typeof r.wrong === 'number' && Number.isInteger(r.wrong) && r.wrong >= 0 ? r.wrong : 0;
  const lockedUntil = typeof r.lockedUntil === 'number' && Number.isFinite(r.lockedUntil) ? r.lockedUntil : null;
  return { wrong, lockedUntil };
}
