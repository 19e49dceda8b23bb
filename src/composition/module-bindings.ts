import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { Token } from '../application/token';
import { createStore, resetStore } from '../application/stores/create-store';
import type { ResettableArea, StateReset } from '../application/stores/state-reset';
import { HttpClient } from '../adapters/http/http-client';
import { bindClass } from './bind-class';

// What the modules bind the same way: an API area's HTTP gateway, and a state area that the
// logout reset clears.

/** Binds an API area's HTTP gateway (built on the one HttpClient) and the port it implements. */
export function bindHttpGateway<T>(
  bind: ContainerModuleLoadOptions['bind'],
  port: Token<T>,
  Gateway: new (http: HttpClient) => T,
): void {
  bindClass(bind, Gateway, [HttpClient]);
  bind(port as ServiceIdentifier<T>).toService(Gateway as ServiceIdentifier<T>);
}

/** A state area's store, registered with the reset of spec §4 (logout or 401) under `area`. */
export function resettableStore<T extends object>(stateReset: StateReset, area: ResettableArea, initial: () => T): T {
  const store = createStore(initial);
  stateReset.register(area, () => resetStore(store, initial));
  return store;
}
