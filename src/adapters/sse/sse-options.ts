import type { SchedulerLike } from 'rxjs';

/** What every stream adapter needs from the composition root (the same sources as the HttpClient's). */
export interface SseStreamOptions {
  /** Streams live at `${apiBaseUrl}/api/...`; empty string means same origin. */
  apiBaseUrl: string;
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
  fetch: typeof fetch;
  /** Drives the reconnect waits; tests pass a TestScheduler or rely on fake timers. */
  scheduler?: SchedulerLike;
}

export const streamUrl = (apiBaseUrl: string, path: string): string => `${apiBaseUrl.replace(/\/$/, '')}/api${path}`;
