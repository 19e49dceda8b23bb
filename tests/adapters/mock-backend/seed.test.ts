import { describe, expect, it } from 'vitest';
import { createMockDb, GAME_SECTIONS, listItem, readList, type MockDb } from '../../../src/adapters/mock-backend/db';
import { seedMockDb } from '../../../src/adapters/mock-backend/seed';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { TOURNAMENT_ID, TOURNAMENT_ORG } from '../../../src/adapters/mock-backend/seed/tournaments';

const GENRES = ['racing', 'arcade', 'shooter', 'adventure', 'logic', 'fun', 'sports', 'puzzle', 'kids', 'horror'];

/** A fixed "now", so two seeds in one test run cannot straddle midnight. */
const NOW = new Date('2026-11-24T10:30:00Z');

function seeded(): MockDb {
  const db = createMockDb();
  seedMockDb(db, NOW);
  return db;
}

/** Every model's rows as plain JSON, so two databases can be compared field by field. */
function snapshot(db: MockDb): Record<string, unknown> {
  const models = Object.keys(db) as (keyof MockDb & string)[];
  return Object.fromEntries(
    models.map((model) => [model, JSON.parse(JSON.stringify((db[model] as { getAll(): unknown[] }).getAll()))]),
  );
}

describe('mock backend seed', () => {
  const db = seeded();
  const games = db.game.getAll();

  it('is deterministic: two fresh databases get identical data', () => {
    const first = snapshot(seeded());
    expect(Object.keys(first)).toContain('game');
    expect(snapshot(seeded())).toEqual(first);
  });

  it('has at least 160 games with unique kebab-case uniqueNames', () => {
    expect(games.length).toBeGreaterThanOrEqual(160);
    const names = games.map((game) => game.uniqueName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has the ten genres with at least 12 games each', () => {
    expect(db.genre.getAll().map((genre) => genre.uniqueName)).toEqual(GENRES);
    for (const genre of GENRES) {
      expect(db.game.count({ where: { genre: { equals: genre } } })).toBeGreaterThanOrEqual(12);
    }
  });

  it('fills every home section and puts exactly ten games in top ten', () => {
    for (const section of GAME_SECTIONS) {
      expect(db.game.count({ where: { sections: { contains: listItem(section) } } }), section).toBeGreaterThan(0);
    }
    expect(db.game.count({ where: { sections: { contains: listItem('top-ten') } } })).toBe(10);
  });

  it('keeps rating totals consistent with the stored reviews', () => {
    for (const game of games) {
      const ratings = db.rating.findMany({ where: { gameId: { equals: game.id } } });
      expect(game.ratingCount).toBe(ratings.length);
      expect(game.totalLikes).toBeGreaterThanOrEqual(db.like.count({ where: { gameId: { equals: game.id } } }));
    }
    expect(db.rating.count()).toBeGreaterThan(0);
  });

  it('has the documented demo users with exact credentials and premium flags', () => {
    const subscriber = db.user.findFirst({ where: { id: { equals: 'u-subscriber' } } });
    expect(subscriber).toMatchObject({
      firstName: 'Sadia',
      lastName: 'Rahman',
      mobile: '01700000001',
      email: 'player@example.com',
      password: 'Player#2025',
      isPremiumUser: true,
      subscription: 'Monthly Pass',
      isPremiumUserESports: true,
      subscriptionESports: 'Esports Monthly',
      verified: true,
    });
    const free = db.user.findFirst({ where: { id: { equals: 'u-free' } } });
    expect(free).toMatchObject({
      firstName: 'Farhan',
      lastName: 'Hossain',
      mobile: '01700000002',
      email: 'free@example.com',
      password: 'Player#2025',
      isPremiumUser: false,
      subscription: null,
      subscriptionESports: null,
      verified: true,
    });
    expect(subscriber).toMatchObject(DEMO_SUBSCRIBER);
    expect(free).toMatchObject(DEMO_FREE_USER);
    for (const user of db.user.getAll()) expect(user.mobile).toMatch(/^017\d{8}$/);
  });

  it('gives the subscriber recent plays', () => {
    expect(db.recentPlay.count({ where: { userId: { equals: 'u-subscriber' } } })).toBeGreaterThanOrEqual(10);
  });

  it('has the configured tournament with its stages and rank-ordered leaderboards', () => {
    const tournament = db.tournament.findFirst({ where: { id: { equals: TOURNAMENT_ID } } });
    expect(tournament).toMatchObject({ org: TOURNAMENT_ORG, currentState: 'SEMI-FINAL' });
    expect(readList(tournament?.stages ?? '')).toEqual(['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL']);
    for (const stage of ['QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL']) {
      const entries = db.leaderboardEntry.findMany({
        where: { tournamentId: { equals: TOURNAMENT_ID }, stage: { equals: stage } },
        orderBy: { rank: 'asc' },
      });
      expect(entries.length).toBeGreaterThanOrEqual(15);
      expect(entries.map((entry) => entry.rank)).toEqual(entries.map((_, index) => index + 1));
      const scores = entries.map((entry) => entry.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    const winners = db.leaderboardEntry.count({
      where: { tournamentId: { equals: 'tn-2026-autumn' }, stage: { equals: 'FINAL' } },
    });
    expect(winners).toBeGreaterThan(0);
  });

  it('seeds plans, vouchers, upcoming esports cups and trailers of existing games', () => {
    const general = db.pricingSlot.findMany({ where: { area: { equals: 'general' } } });
    expect(general.map((slot) => slot.name)).toEqual(['Daily', 'Weekly', 'Monthly Pass']);
    expect(general.filter((slot) => slot.usesPaymentPage)).toHaveLength(1);
    expect(db.pricingSlot.count({ where: { area: { equals: 'esports' } } })).toBe(2);
    expect(db.voucherGame.count()).toBeGreaterThanOrEqual(8);
    expect(db.esportsCup.count({ where: { status: { equals: 2 } } })).toBeGreaterThanOrEqual(3);
    const gameIds = new Set(games.map((game) => game.id));
    expect(db.trailer.count()).toBe(5);
    for (const trailer of db.trailer.getAll()) expect(gameIds.has(trailer.gameId)).toBe(true);
  });
});
