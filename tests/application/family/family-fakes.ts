import { createHash } from 'node:crypto';
import type { FamilyModePort } from '../../../src/application/ports/family-mode.port';
import type { PinHasherPort } from '../../../src/application/ports/pin-hasher.port';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { FamilyModeBook } from '../../../src/application/use-cases/family/family-mode-book';
import { VerifyFamilyPin } from '../../../src/application/use-cases/family/verify-family-pin';
import { CheckFamilyPin } from '../../../src/application/use-cases/family/check-family-pin';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { ChangeFamilyMode } from '../../../src/application/use-cases/family/change-family-mode';
import { TurnOffFamilyMode } from '../../../src/application/use-cases/family/turn-off-family-mode';
import { CheckFamilyPurchase } from '../../../src/application/use-cases/family/check-family-purchase';
import { AskPlayTime, RecordPlayTime } from '../../../src/application/use-cases/family/record-play-time';
import { GrantMoreTime } from '../../../src/application/use-cases/family/grant-more-time';
import { ChildrenCatalogue } from '../../../src/application/use-cases/family/children-catalogue';
import { ReadFamilyMode } from '../../../src/application/use-cases/family/read-family-mode';
import type { FamilyLimits } from '../../../src/domain/family-settings';
import { fakeStorage } from '../../support/fakes';

/** The device's family mode in memory, as JSON would keep it, with a switch to make writes fail. */
export function memoryFamilyMode(): FamilyModePort & { entries: Map<string, string>; full: boolean } {
  const entries = new Map<string, string>();
  const fake = {
    entries,
    full: false,
    read: (key: string) => (entries.has(key) ? (JSON.parse(entries.get(key)!) as unknown) : undefined),
    write(key: string, value: unknown) {
      if (fake.full) return false;
      entries.set(key, JSON.stringify(value));
      return true;
    },
    settings: (owner: string) => fake.read(`settings:${owner}`),
    saveSettings: (owner: string, settings: unknown) => fake.write(`settings:${owner}`, settings),
    attempts: () => fake.read('attempts'),
    saveAttempts: (attempts: unknown) => fake.write('attempts', attempts),
    playDay: () => fake.read('play'),
    savePlayDay: (day: unknown) => fake.write('play', day),
  };
  return fake;
}

/** A salted SHA-256 in place of Web Crypto's PBKDF2: the same contract, a known salt sequence. */
export function fakePinHasher(): PinHasherPort & { broken: boolean } {
  let salts = 0;
  const digest = (pin: string, salt: string) => createHash('sha256').update(`${salt}:${pin}`).digest('base64');
  const hasher = {
    broken: false,
    hash: async (pin: string) => {
      if (hasher.broken) throw new Error('no crypto');
      const salt = Buffer.from(`salt-${(salts += 1)}`).toString('base64');
      return { algorithm: 'PBKDF2-SHA-256' as const, iterations: 1, salt, hash: digest(pin, salt) };
    },
    matches: async (pin: string, record: { salt: string; hash: string }) => {
      if (hasher.broken) throw new Error('no crypto');
      return digest(pin, record.salt) === record.hash;
    },
  };
  return hasher;
}

export const LIMITS: FamilyLimits = { monthlyLimit: 50, dailyMinutes: 30, allowedGames: [] };

/** 10:00 on 15 November 2026 in Dhaka. */
export const T0 = Date.UTC(2026, 10, 15, 4, 0);

/** Family mode's use cases over fake ports, a clock the test moves, and log-in and log-out. */
export function familySetup() {
  const port = memoryFamilyMode();
  const hasher = fakePinHasher();
  const auth = createAuthStore();
  const storage = fakeStorage();
  let now = T0;
  const clock = () => new Date(now);
  const book = new FamilyModeBook(port, auth);
  const verify = new VerifyFamilyPin(book, hasher, clock);
  const pinCheck = new CheckFamilyPin(book, verify);
  return {
    port,
    hasher,
    auth,
    storage,
    book,
    verify,
    pinCheck,
    turnOn: new TurnOnFamilyMode(book, hasher),
    change: new ChangeFamilyMode(book, verify, hasher),
    turnOff: new TurnOffFamilyMode(book, verify),
    purchase: new CheckFamilyPurchase(book, pinCheck, storage, clock),
    record: new RecordPlayTime(book, clock),
    ask: new AskPlayTime(book, clock),
    grant: new GrantMoreTime(book, verify, clock),
    catalogue: new ChildrenCatalogue(book),
    read: new ReadFamilyMode(book, storage, clock),
    now: () => now,
    advance: (ms: number) => void (now += ms),
    logIn: (userId: string) => Object.assign(auth, { token: `t-${userId}`, userId }),
    logOut: () => Object.assign(auth, { token: null, userId: null }),
  };
}
