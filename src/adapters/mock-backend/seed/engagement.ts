import { ratingAverageOf, type MockDb } from '../db';
import type { SeedClock } from './clock';
import { pick, randomInt, sample, type Rng } from './prng';
import { RATING_WEIGHTS, REVIEW_COMMENTS } from './review-comments';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER, OTHER_USERS, type SeedUserSummary } from './users';

const DAY_MS = 86_400_000;
/** Share of games that have at least one review. */
const REVIEWED_SHARE = 0.6;

function weightedRating(rng: Rng): number {
  let roll = rng();
  for (const [stars, weight] of RATING_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return stars;
  }
  return 5;
}

/** A moment between the game's release and the base date, so reviews never predate a game. */
function afterRelease(rng: Rng, clock: SeedClock, createdAt: string): string {
  const ageDays = (clock.base - Date.parse(createdAt)) / DAY_MS;
  return clock.daysBefore(rng() * ageDays);
}

/**
 * Likes, bookmarks, ratings and recent plays from the seed users, then the per-game totals.
 * ratingCount/ratingAverage are derived from the rating rows so game pages agree with their
 * reviews; totalLikes adds the like rows to a count of anonymous likes (players not in the db).
 */
export function seedEngagement(db: MockDb, rng: Rng, clock: SeedClock): void {
  const games = db.game.getAll();
  const reviewers: SeedUserSummary[] = [...OTHER_USERS, DEMO_FREE_USER];
  let next = 0;
  const nextId = (prefix: string): string => `${prefix}-${String(++next).padStart(4, '0')}`;

  for (const game of games) {
    if (rng() >= REVIEWED_SHARE) continue;
    for (const user of sample(rng, reviewers, randomInt(rng, 1, 5))) {
      const rating = weightedRating(rng);
      db.rating.create({
        id: nextId('rt'),
        userId: user.id,
        gameId: game.id,
        userName: `${user.firstName} ${user.lastName}`,
        rating,
        comment: pick(rng, REVIEW_COMMENTS[rating - 1] ?? ['']),
        createdAt: afterRelease(rng, clock, game.createdAt),
      });
    }
  }
  // The subscriber has reviewed a few games, so "your rating" shows on their game pages.
  for (const game of sample(rng, games, 3)) {
    db.rating.create({
      id: nextId('rt'),
      userId: DEMO_SUBSCRIBER.id,
      gameId: game.id,
      userName: `${DEMO_SUBSCRIBER.firstName} ${DEMO_SUBSCRIBER.lastName}`,
      rating: 5,
      comment: pick(rng, REVIEW_COMMENTS[4] ?? ['']),
      createdAt: afterRelease(rng, clock, game.createdAt),
    });
  }

  const likers: ReadonlyArray<readonly [string, number]> = [
    [DEMO_SUBSCRIBER.id, 12],
    [DEMO_FREE_USER.id, 5],
    ...OTHER_USERS.map((user): readonly [string, number] => [user.id, randomInt(rng, 4, 10)]),
  ];
  for (const [userId, count] of likers) {
    for (const game of sample(rng, games, count)) {
      db.like.create({ id: nextId('lk'), userId, gameId: game.id, createdAt: afterRelease(rng, clock, game.createdAt) });
    }
  }

  const bookmarkers: ReadonlyArray<readonly [string, number]> = [
    [DEMO_SUBSCRIBER.id, 8],
    [DEMO_FREE_USER.id, 3],
  ];
  for (const [userId, count] of bookmarkers) {
    for (const game of sample(rng, games, count)) {
      db.bookmark.create({ id: nextId('bm'), userId, gameId: game.id, createdAt: afterRelease(rng, clock, game.createdAt) });
    }
  }

  // 14 recent plays fill the home row (10) and part of the full list (30); spaced ~17 h apart.
  // The free user can only have played free games.
  const freeGames = games.filter((game) => !game.isPremium);
  const recent: ReadonlyArray<readonly [string, number, typeof games]> = [
    [DEMO_SUBSCRIBER.id, 14, games],
    [DEMO_FREE_USER.id, 4, freeGames],
  ];
  for (const [userId, count, pool] of recent) {
    sample(rng, pool, count).forEach((game, index) => {
      db.recentPlay.create({ id: nextId('rp'), userId, gameId: game.id, playedAt: clock.hoursBefore(2 + index * 17) });
    });
  }

  for (const game of games) {
    const ratings = db.rating.findMany({ where: { gameId: { equals: game.id } } }).map((r) => r.rating);
    const likes = db.like.count({ where: { gameId: { equals: game.id } } });
    db.game.update({
      where: { id: { equals: game.id } },
      data: {
        ratingCount: ratings.length,
        ratingAverage: ratingAverageOf(ratings),
        totalLikes: likes + Math.round(game.playCount / randomInt(rng, 8, 30)),
      },
    });
  }
}
