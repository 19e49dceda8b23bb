/**
 * Spec §4 "Paged lists (bookmarks, genre games, latest, quick play, spotlight): page 1 replaces the
 * list and later pages append. The load-more flag is true only while the last page returned at
 * least one game."
 */

/** The list after `page` (1-based) arrived: page 1 replaces, any later page appends. */
export function mergePage<T>(existing: readonly T[], page: readonly T[], pageNumber: number): T[] {
  return pageNumber <= 1 ? [...page] : [...existing, ...page];
}

/** True while the last page returned at least one item (a short page still allows one more try). */
export function hasMore(lastPage: readonly unknown[]): boolean {
  return lastPage.length > 0;
}
