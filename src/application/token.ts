/**
 * A typed service identifier. The application layer names what it needs with these tokens;
 * the composition root binds them. Kept independent of inversify so that use cases and the UI
 * never import the container library.
 */
export type Token<T> = symbol & { readonly __type?: T };

export const token = <T>(name: string): Token<T> => Symbol.for(`portal/${name}`) as Token<T>;

/** A class used as its own identifier (use cases are bound this way). */
export type ClassToken<T> = abstract new (...args: never[]) => T;

/** What the UI needs from the container: resolve a token or a use-case class. */
export interface Resolver {
  get<T>(id: Token<T> | ClassToken<T>): T;
}
