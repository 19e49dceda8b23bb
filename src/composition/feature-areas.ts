import type { Container, ContainerModule } from 'inversify';
import type { FeatureArea, FeatureAreasPort } from '../application/ports/feature-areas.port';

export type AreaLoaders = Record<FeatureArea, () => Promise<ContainerModule[]>>;

/**
 * Loads an area's container modules on first use (a dynamic import, so the bundler puts each
 * area in its own chunk) and binds them once. A failed download is forgotten so that the
 * route's Retry can try again.
 */
export class LazyFeatureAreas implements FeatureAreasPort {
  private readonly loading = new Map<FeatureArea, Promise<void>>();
  private readonly ready = new Set<FeatureArea>();

  constructor(
    private readonly container: Container,
    private readonly loaders: AreaLoaders,
  ) {}

  ensure(area: FeatureArea): Promise<void> {
    let pending = this.loading.get(area);
    if (!pending) {
      pending = this.loaders[area]().then(
        (modules) => {
          this.container.load(...modules);
          this.ready.add(area);
        },
        (error: unknown) => {
          this.loading.delete(area);
          throw error;
        },
      );
      this.loading.set(area, pending);
    }
    return pending;
  }

  isReady(area: FeatureArea): boolean {
    return this.ready.has(area);
  }
}
