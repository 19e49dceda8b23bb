import type * as z from 'zod/mini';
import { yieldToBrowser } from './yield-to-browser';

/** Items checked and mapped in one task: a few milliseconds of work on a cheap phone. */
export const ITEMS_PER_STEP = 5000;

/**
 * Checks each item of a list answer against its schema at the edge and maps it to the domain, a
 * slice at a time: a list of any length (a 5 MB leaderboard) never holds the main thread in one
 * piece, and a usual list (under ITEMS_PER_STEP) is one step. As everywhere at the edge, an item
 * that is not one is skipped and the rest of the list is kept; no list at all is no items.
 */
export async function listInSteps<S extends z.ZodMiniType, T>(
  items: readonly unknown[] | null | undefined,
  schema: S,
  /** `index` counts the items kept, so a rank can fall back to the place on the board. */
  toDomain: (item: z.infer<S>, index: number) => T,
): Promise<T[]> {
  const list = items ?? [];
  const mapped: T[] = [];
  for (let start = 0; start < list.length; start += ITEMS_PER_STEP) {
    if (start > 0) await yieldToBrowser();
    for (const item of list.slice(start, start + ITEMS_PER_STEP)) {
      const checked = schema.safeParse(item);
      if (checked.success) mapped.push(toDomain(checked.data as z.infer<S>, mapped.length));
    }
  }
  return mapped;
}
