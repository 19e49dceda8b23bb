import { token } from '../token';

export interface NavigationPort {
  /** In-app navigation to a path of this SPA. */
  go(path: string, options?: { replace?: boolean }): void;
  /** A full page load (spec: social login success "does a full redirect to /home"). */
  assign(url: string): void;
  /** The path (with query) the user is on now. */
  currentPath(): string;
}
export const NavigationPort = token<NavigationPort>('NavigationPort');
