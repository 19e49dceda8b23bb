import { factory, nullable, primaryKey } from '@mswjs/data';

/*
 * In-memory data model of the mock backend: one @mswjs/data model per entity of the spec
 * (section 3) plus the bookkeeping entities the handlers need (sessions, OTP challenges,
 * game sessions, error reports).
 *
 * List-valued fields (game sections, tournament stages) are stored as comma-separated strings
 * wrapped in commas, e.g. ',spotlight,trending,'. @mswjs/data 0.16 can hold primitive arrays,
 * but its query operators cannot match one item of an array; a wrapped string can be queried
 * with `where: { sections: { contains: ',spotlight,' } }`. Use `readList`/`writeList`/
 * `listContains` below instead of parsing by hand.
 *
 * Every getter returns a neutral default because the seed and handlers always pass explicit
 * values; ids are never generated here so that the seed stays deterministic.
 */

const str = (): string => '';
const num = (): number => 0;
const bool = (): boolean => false;

export function createMockDb() {
  return factory({
    user: {
      id: primaryKey(str),
      firstName: str,
      lastName: str,
      email: str,
      /** Bangladeshi mobile format 017XXXXXXXX. */
      mobile: str,
      password: str,
      /** ISO date (YYYY-MM-DD). */
      dateofbirth: str,
      isPremiumUser: bool,
      /** Plan name of the general subscription, null when not subscribed. */
      subscription: nullable<string>(() => null),
      isPremiumUserESports: bool,
      subscriptionESports: nullable<string>(() => null),
      profileImage: nullable<string>(() => null),
      /** False until the signup OTP is verified. */
      verified: bool,
      createdAt: str,
    },
    /** loginSource: one of MYGP, SKITTO, GUEST, SelfWeb, FACEBOOK, GOOGLE. */
    authSession: { token: primaryKey(str), userId: str, loginSource: str, createdAt: str },
    otpChallenge: {
      id: primaryKey(str),
      userId: str,
      /** 'signup' | 'password-reset' | 'subscription' | 'esports-subscription'. */
      purpose: str,
      pricingSlotId: nullable<string>(() => null),
      /** Mobile the code was "sent" to (subscriptions are billed by mobile number). */
      mobile: str,
      createdAt: str,
      verified: bool,
    },
    genre: { uniqueName: primaryKey(str), name: str, order: num, popularity: num },
    game: {
      id: primaryKey(str),
      uniqueName: str,
      name: str,
      description: str,
      /** uniqueName of a genre. */
      genre: str,
      thumbnailUrl: str,
      bannerUrl: str,
      isPremium: bool,
      playUrl: str,
      /** One of PLAY_SLUGS: the bundled HTML5 game served at /games/<slug>/. */
      playSlug: str,
      /** 'portrait' | 'landscape'. */
      orientation: str,
      totalLikes: num,
      ratingAverage: num,
      ratingCount: num,
      playCount: num,
      createdAt: str,
      /** Home rows the game belongs to, as a wrapped list: ',spotlight,trending,'. */
      sections: str,
    },
    like: { id: primaryKey(str), userId: str, gameId: str, createdAt: str },
    bookmark: { id: primaryKey(str), userId: str, gameId: str, createdAt: str },
    rating: {
      id: primaryKey(str),
      userId: str,
      gameId: str,
      userName: str,
      /** 1..5. */
      rating: num,
      comment: str,
      createdAt: str,
    },
    recentPlay: { id: primaryKey(str), userId: str, gameId: str, playedAt: str },
    gameSession: { id: primaryKey(str), userId: str, gameId: str, startedAt: str, updatedAt: str },
    pricingSlot: {
      id: primaryKey(str),
      /** 'general' | 'esports'. */
      area: str,
      name: str,
      description: str,
      price: num,
      currency: str,
      validityDays: num,
      /** True for exactly one general slot: the one billed through the payment page. */
      usesPaymentPage: bool,
      order: num,
    },
    tournament: {
      id: primaryKey(str),
      org: str,
      name: str,
      description: str,
      gameUniqueName: str,
      /** A stage name, or 'COMPLETED' once the final is over. */
      currentState: str,
      /** Ordered wrapped list of stages: ',QUALIFIER,FIRST-ROUND,SEMI-FINAL,FINAL,'. */
      stages: str,
      isOpen: bool,
      startsAt: str,
      endsAt: str,
      prize: str,
      bannerUrl: str,
      /** When each stage starts: JSON of [{ stage, startsAt }] ('' for none). */
      stageSchedule: str,
    },
    /** userState: the user's stage; FIRST-ROUND right after registration (spec section 3). */
    tournamentRegistration: { id: primaryKey(str), userId: str, tournamentId: str, userState: str, registeredAt: str },
    /** userId is null for outside players known only by playerName; rank 1 = best score. */
    leaderboardEntry: {
      id: primaryKey(str),
      tournamentId: str,
      stage: str,
      userId: nullable<string>(() => null),
      playerName: str,
      score: num,
      rank: num,
    },
    voucherGame: { id: primaryKey(str), gameId: str },
    esportsCup: {
      id: primaryKey(str),
      name: str,
      gameName: str,
      startsAt: str,
      /** 2 = upcoming (spec section 9: preview uses status 2). */
      status: num,
      prize: str,
      imageUrl: str,
    },
    trailer: { id: primaryKey(str), gameId: str, title: str, posterUrl: str },
    /** level: 'high' when type is error, otherwise 'low' (spec section 5). */
    errorReport: { id: primaryKey(str), type: str, message: str, stack: str, level: str, timestamp: str },
    /** An account's progress kept across devices (only with the mock's progressSync flag): the record as JSON. */
    playerProgress: { userId: primaryKey(str), record: str },
  });
}

export type MockDb = ReturnType<typeof createMockDb>;

/** Names of the bundled HTML5 games under /games/<slug>/ (public/games/index.json lists them). */
export const PLAY_SLUGS = [
  'snake',
  '2048',
  'memory',
  'breakout',
  'runner',
  'quiz',
  'cricket',
  'racer',
  'shooter',
  'carrom',
  'word',
  'ludo',
  'blocks',
  'mines',
  'penalty',
] as const;
export type PlaySlug = (typeof PLAY_SLUGS)[number];

/** Home rows a game can belong to (stored in game.sections). */
export const GAME_SECTIONS = [
  'spotlight',
  'quick-play',
  'gamers-choice',
  'trending',
  'suggested',
  'weekly-top',
  'top-ten',
  'free',
] as const;
export type GameSection = (typeof GAME_SECTIONS)[number];

/** Reads a wrapped list field (',a,b,') into its items, in stored order. */
export function readList(value: string): string[] {
  return value.split(',').filter((item) => item.length > 0);
}

/** Writes items as a wrapped list field (',a,b,'); an empty list is ''. */
export function writeList(items: readonly string[]): string {
  return items.length === 0 ? '' : `,${items.join(',')},`;
}

/** Query value for `where: { sections: { contains: listItem('spotlight') } }`. */
export function listItem(item: string): string {
  return `,${item},`;
}

/** True when a wrapped list field holds the item. */
export function listContains(value: string, item: string): boolean {
  return value.includes(listItem(item));
}

/**
 * game.ratingAverage as stored by the seed: the mean of the ratings rounded to one decimal,
 * 0 when there are none. Handlers recomputing it after a new rating should use this too.
 */
export function ratingAverageOf(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, value) => total + value, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
