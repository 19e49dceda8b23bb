import {
  EMPTY,
  Subject,
  catchError,
  debounce,
  distinctUntilChanged,
  from,
  map,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInput {
  /** Call on every keystroke with the whole field value. */
  input(term: string): void;
  /** Stops listening (on unmount). */
  dispose(): void;
}

/**
 * Debounces typing for SearchGames: a term is searched once typing pauses for `dueTimeMs`, the same
 * term is not searched twice in a row, and clearing the field clears the results at once.
 */
export function searchAsYouType(
  search: (term: string) => Promise<unknown>,
  options: { dueTimeMs?: number; scheduler?: SchedulerLike } = {},
): SearchInput {
  const dueTime = options.dueTimeMs ?? SEARCH_DEBOUNCE_MS;
  const terms = new Subject<string>();
  const subscription = terms
    .pipe(
      map((term) => term.trim()),
      debounce((term) => timer(term ? dueTime : 0, options.scheduler)),
      distinctUntilChanged(),
      // SearchGames keeps only the newest answer; switchMap also stops waiting for older ones.
      // A failed search must not end the stream: the next keystroke searches again.
      switchMap((term) => from(search(term)).pipe(catchError(() => EMPTY))),
    )
    .subscribe();
  return {
    input: (term) => terms.next(term),
    dispose: () => subscription.unsubscribe(),
  };
}
