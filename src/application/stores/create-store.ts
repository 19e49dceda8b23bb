import { proxy } from 'valtio/vanilla';

/**
 * Every state area is a valtio proxy built from a function that returns its initial plain data,
 * so that "reset" (spec §4, logout or 401) means exactly "back to the initial data".
 */
export function createStore<T extends object>(initial: () => T): T {
  return proxy(initial());
}

export function resetStore<T extends object>(store: T, initial: () => T): void {
  Object.assign(store, initial());
}
