import type { SessionStoragePort } from '../application/ports/session-storage.port';
import type { EndSession } from '../application/use-cases/session/end-session';
import type { ApiConnection } from '../adapters/http/api-connection';
import type { Platform } from './platform';

/**
 * The one connection the HttpClient and both event streams are built from: the same base URL,
 * token source, 401 rule and fetch, so a call and a stream never disagree about the session.
 */
export function apiConnection(platform: Platform, storage: SessionStoragePort, endSession: EndSession): Required<ApiConnection> {
  return {
    apiBaseUrl: platform.config.apiBaseUrl,
    getToken: () => storage.get('auth-token'),
    onUnauthorized: () => endSession.execute({ rememberReturnPath: true }),
    fetch: platform.fetch,
  };
}
