import { createMockDb, type MockDb } from './db';
import { seedMockDb } from './seed';
import { seedBaseDate } from './seed/clock';

type ModelName = Extract<keyof MockDb, string>;
type Model = { create(record: SeedRecord): unknown; getAll(): object[] };
type SeedRecord = Record<string, unknown>;

/** The last day's seed as plain records, by model, in the order the seed created them. */
let lastSeed: { base: number; records: Array<[ModelName, SeedRecord[]]> } | undefined;

/**
 * A database holding the demo data of `now`'s day. The seed is the same all day long
 * (seed/clock.ts), and running it takes a few hundred milliseconds, most of them in the queries
 * the seed makes as it goes: the tests reset the mock before every test, so the day's seed is
 * kept as plain records and later databases are filled from them, without a query.
 */
export function seededDb(now: Date): MockDb {
  const db = createMockDb();
  const base = seedBaseDate(now);
  if (lastSeed?.base === base) {
    for (const [model, records] of lastSeed.records) {
      const table = db[model] as unknown as Model;
      for (const record of records) table.create(structuredClone(record));
    }
    return db;
  }
  seedMockDb(db, now);
  lastSeed = {
    base,
    records: (Object.keys(db) as ModelName[]).map((model) => [
      model,
      (db[model] as unknown as Model).getAll().map((entity) => structuredClone(Object.fromEntries(Object.entries(entity)))),
    ]),
  };
  return db;
}
