import { describe, expect, it } from 'vitest';
import { createMockDb, type MockDb } from '../../../src/adapters/mock-backend/db';
import { seedMockDb } from '../../../src/adapters/mock-backend/seed';
import { seededDb } from '../../../src/adapters/mock-backend/seeded-db';

const NOW = new Date('2026-11-24T10:30:00Z');
const LATER_THAT_DAY = new Date('2026-11-24T22:15:00Z');
const NEXT_DAY = new Date('2026-11-25T08:00:00Z');

/** Every model's rows as plain JSON, in the order the database holds them. */
function rows(db: MockDb): Record<string, unknown> {
  const models = Object.keys(db) as (keyof MockDb & string)[];
  return Object.fromEntries(
    models.map((model) => [model, JSON.parse(JSON.stringify((db[model] as { getAll(): unknown[] }).getAll()))]),
  );
}

function freshlySeeded(now: Date): MockDb {
  const db = createMockDb();
  seedMockDb(db, now);
  return db;
}

describe("the mock's database after a reset", () => {
  it("holds the same demo data as a fresh seed of the day, row for row, and answers the handlers' queries", () => {
    seededDb(NOW);
    const again = seededDb(LATER_THAT_DAY);
    expect(rows(again)).toEqual(rows(freshlySeeded(NOW)));
    const spotlight = again.game.findMany({ where: { sections: { contains: ',spotlight,' } } });
    expect(spotlight.length).toBeGreaterThan(0);
  });

  it('keeps nothing a test changed: the next database starts from the seed again', () => {
    const first = seededDb(NOW);
    const game = first.game.getAll()[0]!;
    first.game.update({ where: { id: { equals: game.id } }, data: { name: 'Changed by a test' } });
    first.user.deleteMany({ where: { id: { notEquals: '' } } });
    const next = seededDb(NOW);
    expect(next.game.findFirst({ where: { id: { equals: game.id } } })?.name).toBe(game.name);
    expect(next.user.count()).toBe(freshlySeeded(NOW).user.count());
  });

  it("seeds a new day's dates on the next day", () => {
    seededDb(NOW);
    expect(rows(seededDb(NEXT_DAY))).toEqual(rows(freshlySeeded(NEXT_DAY)));
    expect(rows(seededDb(NEXT_DAY))).not.toEqual(rows(freshlySeeded(NOW)));
  });
});
