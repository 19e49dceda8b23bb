/**
 * The portal's dependency container: the part of a container library the composition root uses,
 * in a few dozen lines. Every service is built once, on first use, from the identifiers it names
 * (a class carries no decorators, so nothing reads metadata at run time). It replaced a general
 * library that cost /home's first download about 20 KB gzip (docs/decisions/0055).
 */

/** What a service is known by: a token (a symbol), or a class used as its own identifier. */
export type ServiceIdentifier<T = unknown> = string | symbol | (abstract new (...args: never) => T);

/** What a dynamic value's factory may resolve. */
export interface ResolutionContext {
  get<T>(id: ServiceIdentifier<T>): T;
}

/** Every binding is built once; the scope call is kept so that a module says so where it matters. */
interface Scoped {
  inSingletonScope(): void;
}

export interface BindingTo<T> {
  toConstantValue(value: T): Scoped;
  /** Built from the services `dependencies` name, in order. */
  toResolvedValue(factory: (...args: never[]) => T, dependencies: readonly ServiceIdentifier[]): Scoped;
  toDynamicValue(factory: (context: ResolutionContext) => T): Scoped;
  /** The same instance as the service `id` names. */
  toService(id: ServiceIdentifier<T>): Scoped;
}

export interface ContainerModuleLoadOptions {
  bind<T>(id: ServiceIdentifier<T>): BindingTo<T>;
}

/** A named group of bindings, loaded into a container at once. */
export class ContainerModule {
  constructor(readonly load: (options: ContainerModuleLoadOptions) => void) {}
}

type Factory = (context: ResolutionContext) => unknown;
const SCOPED: Scoped = { inSingletonScope: () => undefined };
const BUILDING = Symbol('building');

export class Container {
  private readonly factories = new Map<ServiceIdentifier, Factory[]>();
  private readonly instances = new Map<ServiceIdentifier, unknown>();
  private readonly context: ResolutionContext = { get: (id) => this.get(id) };

  bind<T>(id: ServiceIdentifier<T>): BindingTo<T> {
    const to = (factory: Factory): Scoped => {
      this.factories.set(id, [...(this.factories.get(id) ?? []), factory]);
      return SCOPED;
    };
    return {
      toConstantValue: (value) => to(() => value),
      toResolvedValue: (factory, dependencies) =>
        to((context) => (factory as (...args: unknown[]) => T)(...dependencies.map((dependency) => context.get(dependency)))),
      toDynamicValue: (factory) => to(factory),
      toService: (other) => to((context) => context.get(other)),
    };
  }

  load(...modules: readonly ContainerModule[]): void {
    for (const module of modules) module.load({ bind: (id) => this.bind(id) });
  }

  get<T>(id: ServiceIdentifier<T>): T {
    if (this.instances.has(id)) {
      const instance = this.instances.get(id);
      if (instance === BUILDING) throw new Error(`The services depend on each other in a circle through ${nameOf(id)}.`);
      return instance as T;
    }
    const factories = this.factories.get(id) ?? [];
    if (factories.length !== 1) {
      throw new Error(`${factories.length ? 'More than one service is' : 'No service is'} bound to ${nameOf(id)}.`);
    }
    this.instances.set(id, BUILDING);
    try {
      const instance = factories[0]!(this.context);
      this.instances.set(id, instance);
      return instance as T;
    } catch (error) {
      this.instances.delete(id);
      throw error;
    }
  }
}

const nameOf = (id: ServiceIdentifier): string => (typeof id === 'function' ? id.name : String(id));
