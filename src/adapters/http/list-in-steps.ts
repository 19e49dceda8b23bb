import * as z from 'zod/mini';
import { ServiceError } from '../../application/errors';
import { MALFORMED_MESSAGE } from './http-client';
import { yieldToBrowser } from './yield-to-browser';

/** Items checked and mapped in one task: a few milliseconds of work on a cheap phone. */
export const ITEMS_PER_STEP = 5000;

/**
 * Checks each item of a list answer against its schema at the edge and maps it to the domain, a
 * slice at a time: a list of any length (a 5 MB leaderboard) never holds the main thread in one
 * piece, and a usual list (under ITEMS_PER_STEP) is one step, as before. One bad item fails the
 * whole answer, as a schema over the whole list would.
 */
export async function listInSteps<S extends z.ZodMiniType, T>(
  items: readonly unknown[],
  schema: S,
  toDomain: (item: z.infer<S>, index: number) => T,
): Promise<T[]> {
  const slice = z.array(schema);
  const mapped: T[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_STEP) {
    if (start > 0) await yieldToBrowser();
    const checked = slice.safeParse(items.slice(start, start + ITEMS_PER_STEP));
    if (!checked.success) throw new ServiceError('malformed', MALFORMED_MESSAGE);
    checked.data.forEach((item, offset) => mapped.push(toDomain(item as z.infer<S>, start + offset)));
  }
  return mapped;
}
