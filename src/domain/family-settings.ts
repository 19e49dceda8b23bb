/**
 * Family mode: what a parent sets on a phone shared with a child (docs/decisions/0058). Kept on the
 * device per owner; the PIN only as a salted hash, never in clear.
 */

/** A PIN as kept on the device: a salted hash made with the browser's Web Crypto, never the digits. */
export interface PinRecord {
  /** How the hash was made, so a later version can make it stronger and still read this one. */
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** The random salt, base64. */
  salt: string;
  /** The derived hash, base64. */
  hash: string;
}

export interface FamilySettings {
  /** Off is kept as a record too: an account that turned family mode off does not fall back to the guest's. */
  on: boolean;
  pin: PinRecord | null;
  /** Taka a month, or null for no limit. */
  monthlyLimit: number | null;
  /** Minutes of play a day, or null for no limit. */
  dailyMinutes: number | null;
  /** Games the parent allows by name (their uniqueName) besides the kids' and puzzle genres. */
  allowedGames: string[];
  /** The owner who wrote these settings: the guest's copy follows the account that set it. */
  setBy: string;
}

/** What a parent chooses; the PIN is hashed by the use case before anything is kept. */
export interface FamilyLimits {
  monthlyLimit: number | null;
  dailyMinutes: number | null;
  allowedGames: string[];
}

/** "A four-digit PIN". */
export const PIN_LENGTH = 4;
/** The largest monthly limit accepted, in taka: a typing slip of extra zeros is caught. */
export const MAX_MONTHLY_LIMIT = 100_000;
/** A day's minutes. */
export const MAX_DAILY_MINUTES = 24 * 60;

/** Who keeps what on the device: an account by its id, or the guest. */
export const familyOwner = (userId: string | null): string => (userId ? `user:${userId}` : 'guest');
export const GUEST_OWNER = 'guest';

export const isPinShaped = (pin: string): boolean => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin);

export type FamilyLimitsProblem =
  | { code: 'family-pin-not-four-digits' }
  | { code: 'family-monthly-limit-invalid'; max: number }
  | { code: 'family-daily-minutes-invalid'; max: number };

/** What is wrong with a parent's choice, first problem first; empty when it can be kept. */
export function limitsProblems(pin: string | null, limits: FamilyLimits): FamilyLimitsProblem[] {
  const problems: FamilyLimitsProblem[] = [];
  if (pin !== null && !isPinShaped(pin)) problems.push({ code: 'family-pin-not-four-digits' });
  const { monthlyLimit, dailyMinutes } = limits;
  // A limit of 0 taka is a choice: no purchase at all.
  if (monthlyLimit !== null && !(Number.isInteger(monthlyLimit) && monthlyLimit >= 0 && monthlyLimit <= MAX_MONTHLY_LIMIT))
    problems.push({ code: 'family-monthly-limit-invalid', max: MAX_MONTHLY_LIMIT });
  if (dailyMinutes !== null && !(Number.isInteger(dailyMinutes) && dailyMinutes >= 1 && dailyMinutes <= MAX_DAILY_MINUTES))
    problems.push({ code: 'family-daily-minutes-invalid', max: MAX_DAILY_MINUTES });
  return problems;
}

/** Settings that guard the player now. */
export const inForce = (settings: FamilySettings | null): settings is FamilySettings => settings !== null && settings.on;

const isText = (value: unknown): value is string => typeof value === 'string';
const limit = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function parsePinRecord(value: unknown): PinRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (r.algorithm !== 'PBKDF2-SHA-256' || !isText(r.salt) || !isText(r.hash)) return null;
  if (typeof r.iterations !== 'number' || !Number.isInteger(r.iterations) || r.iterations < 1) return null;
  return { algorithm: r.algorithm, iterations: r.iterations, salt: r.salt, hash: r.hash };
}

/**
 * Stored settings read back, or null when there are none. Settings that say "on" but whose PIN does
 * not read back stay on, with no PIN: no PIN then matches, so a damaged entry refuses what a PIN would
 * allow instead of turning family mode off (a forgotten PIN's way back, a one-time code, still works).
 */
export function parseFamilySettings(value: unknown): FamilySettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const r = value as Record<string, unknown>;
  if (typeof r.on !== 'boolean') return null;
  return {
    on: r.on,
    pin: parsePinRecord(r.pin),
    monthlyLimit: limit(r.monthlyLimit),
    dailyMinutes: limit(r.dailyMinutes) === 0 ? null : limit(r.dailyMinutes),
    allowedGames: Array.isArray(r.allowedGames) ? r.allowedGames.filter(isText) : [],
    setBy: isText(r.setBy) ? r.setBy : GUEST_OWNER,
  };
}
