import { distinctUntilChanged, switchMap, type Observable } from 'rxjs';
import type { PageVisibilityPort } from '../ports/page-visibility.port';

/**
 * Runs `whileShown(visible)` for the tab's current visibility, and starts it afresh each time the
 * tab is shown or hidden (what ran for the previous visibility stops), until the returned
 * function is called.
 */
export function followVisibility(
  visibility: PageVisibilityPort,
  whileShown: (visible: boolean) => Observable<unknown>,
): () => void {
  const subscription = visibility.visible$.pipe(distinctUntilChanged(), switchMap(whileShown)).subscribe();
  return () => subscription.unsubscribe();
}
