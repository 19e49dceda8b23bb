import type { ServiceIdentifier } from 'inversify';
import type { ContainerModuleLoadOptions } from 'inversify';
import type { ClassToken, Token } from '../application/token';

type Dependencies<A extends unknown[]> = { [K in keyof A]: Token<A[K]> | ClassToken<A[K]> };

/**
 * Binds a class (a use case or gateway, which carries no decorators) as its own identifier,
 * built from the listed tokens. The tuple is type-checked against the constructor's parameters,
 * so a wrong or missing dependency fails to compile instead of failing at run time.
 */
export function bindClass<T, A extends unknown[]>(
  bind: ContainerModuleLoadOptions['bind'],
  Class: new (...args: A) => T,
  dependencies: Dependencies<A>,
): void {
  bind(Class as ServiceIdentifier<T>)
    .toResolvedValue((...args: unknown[]) => new Class(...(args as A)), dependencies as never)
    .inSingletonScope();
}
