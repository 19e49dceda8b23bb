import type { SchedulerLike } from 'rxjs';
import type { ApiConnection } from '../http/api-connection';

/** What every stream adapter needs from the composition root: the HttpClient's connection. */
export interface SseStreamOptions extends ApiConnection {
  fetch: typeof fetch;
  /** Drives the reconnect waits; tests pass a TestScheduler or rely on fake timers. */
  scheduler?: SchedulerLike;
}
