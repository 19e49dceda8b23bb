import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { useStoreSnapshot } from './use-store-snapshot';
import type { ClassToken, Resolver, Token } from '../../application/token';

const ResolverContext = createContext<Resolver | null>(null);

/** The container reaches React once, here. Components use the hooks below, never the container. */
export function ContainerProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('ContainerProvider is missing above this component');
  return resolver;
}

/** A use case or service, resolved once per component (not on every render). */
export function useService<T>(id: Token<T> | ClassToken<T>): T {
  const resolver = useResolver();
  const [service] = useState(() => resolver.get(id));
  return service;
}

/** A read-only snapshot of a state area; the component re-renders when what it reads changes. */
export function useStore<T extends object>(id: Token<T>): Snapshot<T> {
  const store = useService(id);
  return useStoreSnapshot(store);
}
