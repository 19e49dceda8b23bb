import { retry, throwError, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
import { ServiceError } from '../../application/errors';

/** Spec §9: "Retry limit 3, backoff 1000 ms times attempt number." */
export const RETRY_LIMIT = 3;
export const RETRY_BACKOFF_MS = 1000;

/** Spec §7: "A missing response or a 5xx is retried"; other failures (4xx, malformed) are final. */
export const isTransient = (error: unknown): boolean =>
  error instanceof ServiceError && (error.reason === 'network' || (error.reason === 'server' && (error.status ?? 0) >= 500));

/**
 * Retries transient failures 1 s, 2 s, 3 s after each failure, then lets the last error through.
 * `sinceFailure` is how long ago the failure happened when it is learnt of later (the boot script's
 * call, decision 0053): that much less is waited.
 */
export function retryTransient<T>(scheduler?: SchedulerLike, sinceFailure: () => number = () => 0): MonoTypeOperatorFunction<T> {
  return retry({
    count: RETRY_LIMIT,
    delay: (error, attempt) =>
      isTransient(error) ? timer(Math.max(0, RETRY_BACKOFF_MS * attempt - sinceFailure()), scheduler) : throwError(() => error),
  });
}
