import type { Observable } from 'rxjs';
import { token } from '../token';

/** Whether the portal's tab is visible: the current state on subscribe, then every change. */
export interface PageVisibilityPort {
  visible$: Observable<boolean>;
}
export const PageVisibilityPort = token<PageVisibilityPort>('PageVisibilityPort');
