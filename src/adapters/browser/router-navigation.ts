import type { NavigationPort } from '../../application/ports/navigation.port';

export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/**
 * Navigation through the SPA's router. The router is created by the UI after the container,
 * so it is attached late; calls before that fall back to a full page load.
 */
export class RouterNavigation implements NavigationPort {
  private router: RouterLike | null = null;

  constructor(private readonly location: Pick<Location, 'assign' | 'pathname' | 'search'>) {}

  attach(router: RouterLike): void {
    this.router = router;
  }

  go(path: string, options?: { replace?: boolean }): void {
    if (this.router) void this.router.navigate(path, options);
    else this.location.assign(path);
  }

  assign(url: string): void {
    this.location.assign(url);
  }

  currentPath(): string {
    const where = this.router?.state.location ?? this.location;
    return `${where.pathname}${where.search}`;
  }
}
