import type { MockDb } from '../db';
import type { SeedClock } from './clock';

/*
 * Documented demo accounts (README and browser tests log in with them). The values are exact
 * and must not change without updating the docs.
 */
export const DEMO_PASSWORD = 'Player#2025';

/** The one-time code every mock OTP challenge accepts (signup, password reset, billing). */
export const DEMO_OTP = '123456';

export const DEMO_SUBSCRIBER = {
  id: 'u-subscriber',
  firstName: 'Sadia',
  lastName: 'Rahman',
  email: 'player@example.com',
  mobile: '01700000001',
  password: DEMO_PASSWORD,
  dateofbirth: '1998-04-12',
  isPremiumUser: true,
  subscription: 'Monthly Pass',
  isPremiumUserESports: true,
  subscriptionESports: 'Esports Monthly',
  profileImage: null,
  verified: true,
} as const;

export const DEMO_FREE_USER = {
  id: 'u-free',
  firstName: 'Farhan',
  lastName: 'Hossain',
  email: 'free@example.com',
  mobile: '01700000002',
  password: DEMO_PASSWORD,
  dateofbirth: '2001-09-30',
  isPremiumUser: false,
  subscription: null,
  isPremiumUserESports: false,
  subscriptionESports: null,
  profileImage: null,
  verified: true,
} as const;

/** Other accounts: reviewers of games and players on tournament leaderboards. */
const OTHER_USER_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Nusrat', 'Jahan'],
  ['Tanvir', 'Ahmed'],
  ['Ayesha', 'Siddiqua'],
  ['Rakib', 'Hasan'],
  ['Mehnaz', 'Karim'],
  ['Imran', 'Chowdhury'],
  ['Tasnim', 'Akter'],
  ['Arif', 'Islam'],
];

export interface SeedUserSummary {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Every third player holds a general pass, so reviews come from both kinds of account. */
  readonly isPremiumUser: boolean;
}

/** Ids and names of the generated users, in a stable order. */
export const OTHER_USERS: readonly SeedUserSummary[] = OTHER_USER_NAMES.map(([firstName, lastName], index) => ({
  id: `u-player-${String(index + 1).padStart(2, '0')}`,
  firstName,
  lastName,
  isPremiumUser: index % 3 === 0,
}));

export function seedUsers(db: MockDb, { daysBefore }: SeedClock): void {
  db.user.create({ ...DEMO_SUBSCRIBER, createdAt: daysBefore(200) });
  db.user.create({ ...DEMO_FREE_USER, createdAt: daysBefore(40) });
  OTHER_USERS.forEach((user, index) => {
    db.user.create({
      ...user,
      email: `${user.firstName}.${user.lastName}@example.com`.toLowerCase(),
      // 017 + 8 digits, distinct from the demo numbers 0170000000x.
      mobile: `0171100${String(index + 1).padStart(4, '0')}`,
      password: DEMO_PASSWORD,
      dateofbirth: `199${index}-0${(index % 9) + 1}-1${index}`,
      subscription: user.isPremiumUser ? 'Weekly' : null,
      isPremiumUserESports: false,
      subscriptionESports: null,
      profileImage: null,
      verified: true,
      createdAt: daysBefore(300 - index * 20),
    });
  });
}
