import type { MockDb } from '../db';
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
 * Fills a fresh database with the demo catalogue, users, plans and tournaments. Deterministic:
 * the same db contents on every call. Each area draws from its own PRNG stream so adding data
 * to one area does not reshuffle the others.
 */
export function seedMockDb(db: MockDb): void {
  seedGenres(db);
  seedGames(db, mulberry32(SEED));
  seedUsers(db);
  seedEngagement(db, mulberry32(SEED + 1));
  seedCommerce(db, mulberry32(SEED + 2));
  seedTournaments(db, mulberry32(SEED + 3));
}
