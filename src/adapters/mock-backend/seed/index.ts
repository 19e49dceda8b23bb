import type { MockDb } from '../db';
import { seedClock } from './clock';
import { seedCommerce } from './commerce';
import { seedEngagement } from './engagement';
import { seedGames } from './games';
import { seedGenres } from './genres';
import { mulberry32 } from './prng';
import { seedTournaments } from './tournaments';
import { seedUsers } from './users';

/** Fixed PRNG seed: changing it reshuffles the whole demo catalogue. */
const SEED = 20261101;

/**
 * Fills a fresh database with the demo catalogue, users, plans and tournaments, dated relative to
 * the UTC day of `now`. Deterministic: the same db contents on every call within a day. Each area
 * draws from its own PRNG stream so adding data to one area does not reshuffle the others.
 */
export function seedMockDb(db: MockDb, now: Date = new Date()): void {
  const clock = seedClock(now);
  seedGenres(db);
  seedGames(db, mulberry32(SEED), clock);
  seedUsers(db, clock);
  seedEngagement(db, mulberry32(SEED + 1), clock);
  seedCommerce(db, mulberry32(SEED + 2), clock);
  seedTournaments(db, mulberry32(SEED + 3), clock);
}
