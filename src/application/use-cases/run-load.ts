import type { AsyncState } from '../stores/async-state';
import { failureOf, type Failure, type FailureFallback } from '../failure-text';

/** How a load ended; 'stale' when a newer request (or a reset) took over and nothing was written. */
export type LoadOutcome<T> = { status: 'succeeded'; value: T } | { status: 'failed'; error: unknown } | { status: 'stale' };

export interface LoadSteps<T> {
  /** What a failure says when the server gave no words (spec §8's fallbacks); 'Something went wrong' if not given. */
  fallback?: FailureFallback;
  /** A failure the flow names itself (a game page's missing game); otherwise failureOf's. */
  failure?: (error: unknown) => Failure | undefined;
  /**
   * Writes the answer into the store. It runs once the state says succeeded, so it may still say
   * otherwise (a refused URL fails, a step that moves on goes back to idle); if it throws, the
   * load fails like any other.
   */
  apply?: (value: T) => void;
  /** False once the answer is no longer the current one (see LatestRequest): it is then dropped. */
  isCurrent?: () => boolean;
  /** True while data is on screen: it stays there, without a loading state, until the answer replaces it. */
  keepShown?: boolean;
}

/**
 * Spec §4: "Every list or detail load goes idle, loading, then succeeded or failed. Failure stores
 * the error message." Runs `work` against `state` through those steps; an answer that is no
 * longer current writes nothing, so a slow old answer never overwrites a newer one.
 *
 * `state` may be a getter: a logout reset replaces some areas' status object (e.g. the voucher
 * link's), and the answer then lands in the object on screen, not in the replaced one.
 */
export async function runLoad<T>(
  state: AsyncState | (() => AsyncState),
  work: () => Promise<T>,
  steps: LoadSteps<T>,
): Promise<LoadOutcome<T>> {
  const area = typeof state === 'function' ? state : () => state;
  const isCurrent = steps.isCurrent ?? (() => true);
  if (steps.keepShown) area().error = undefined;
  else Object.assign(area(), { status: 'loading', error: undefined });
  try {
    const value = await work();
    if (!isCurrent()) return { status: 'stale' };
    Object.assign(area(), { status: 'succeeded', error: undefined });
    steps.apply?.(value);
    return { status: 'succeeded', value };
  } catch (error) {
    if (!isCurrent()) return { status: 'stale' };
    const failure = steps.failure?.(error) ?? failureOf(error, steps.fallback);
    Object.assign(area(), { status: 'failed', error: failure });
    return { status: 'failed', error };
  }
}
