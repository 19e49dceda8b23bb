import type { AsyncState } from '../stores/async-state';
import { runLoad, type LoadOutcome, type LoadSteps } from './run-load';

/**
 * runLoad for a part of a store with a load state of its own (the esports token and cups, the
 * voucher link and games, a board): a call while that part loads is dropped, as the answer on its
 * way serves it too (resolves undefined then). The part is read from the store each time, so an
 * answer after a logout reset lands in the part on screen.
 */
export async function loadUnlessLoading<K extends string, T>(
  store: { [P in K]: AsyncState },
  part: K,
  work: () => Promise<T>,
  steps: LoadSteps<T>,
): Promise<LoadOutcome<T> | undefined> {
  if (store[part].status === 'loading') return undefined;
  return runLoad(() => store[part], work, steps);
}
