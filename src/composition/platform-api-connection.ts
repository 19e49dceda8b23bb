import { DeviceStoragePort } from '../application/ports/device-storage.port';
import { EndSession } from '../application/use-cases/session/end-session';
import type { Token } from '../application/token';
import type { ApiConnection } from '../adapters/http/api-connection';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { Platform } from './platform';

/**
 * The one connection the HttpClient and both event streams are built from: the same base URL,
 * token source, 401 rule and fetch, so a call and a stream never disagree about the session.
 */
export function apiConnection(platform: Platform, storage: DeviceStoragePort, endSession: EndSession): Required<ApiConnection> {
  return {
    apiBaseUrl: platform.config.apiBaseUrl,
    getToken: () => storage.get('auth-token'),
    onUnauthorized: () => endSession.execute({ rememberReturnPath: true }),
    fetch: platform.fetch,
  };
}

/** Binds `id` to a client of the API built on that connection (the HttpClient, an event stream). */
export function bindApiClient<T>(
  bind: ContainerModuleLoadOptions['bind'],
  id: Token<T> | (new (...args: never[]) => T),
  platform: Platform,
  build: (connection: Required<ApiConnection>) => T,
): void {
  bind(id as ServiceIdentifier<T>)
    .toResolvedValue(
      (storage: DeviceStoragePort, endSession: EndSession) => build(apiConnection(platform, storage, endSession)),
      [DeviceStoragePort, EndSession],
    )
    .inSingletonScope();
}
