import type { SessionStoragePort } from '../application/ports/session-storage.port';
import type { EndSession } from '../application/use-cases/session/end-session';
import type { SseStreamOptions } from '../adapters/sse/sse-options';
import type { Platform } from './platform';

/** What both stream adapters are built from: the same token source and 401 rule as the HttpClient's. */
export function sseOptions(platform: Platform, storage: SessionStoragePort, endSession: EndSession): SseStreamOptions {
  return {
    apiBaseUrl: platform.config.apiBaseUrl,
    getToken: () => storage.get('auth-token'),
    onUnauthorized: () => endSession.execute({ rememberReturnPath: true }),
    fetch: platform.fetch,
  };
}
