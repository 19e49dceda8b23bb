import type { MockDb } from './db';

/**
 * What every handler receives. Handlers read `ctx.db` at request time (never capture it),
 * because POST /__mock__/reset swaps in a freshly seeded database.
 */
export interface MockContext {
  db: MockDb;
  now: () => Date;
  /** Sequential ids for records created at run time (deterministic across a reset). */
  nextId: (prefix: string) => string;
}
