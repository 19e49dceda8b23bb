import { Observable, distinctUntilChanged } from 'rxjs';
import { subscribe } from 'valtio/vanilla';

/**
 * A value derived from one or more stores, as an Observable: the current value at once, then the
 * value after every change of any of them (repeats dropped by `equal`, by default ===). Notified
 * synchronously, so the rules that depend on it react in the same tick.
 */
export function watchStores<T>(
  stores: readonly object[],
  select: () => T,
  equal: (a: T, b: T) => boolean = Object.is,
): Observable<T> {
  return new Observable<T>((subscriber) => {
    subscriber.next(select());
    const unsubscribes = stores.map((store) => subscribe(store, () => subscriber.next(select()), true));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }).pipe(distinctUntilChanged(equal));
}
