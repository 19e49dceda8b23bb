/**
 * Latest-wins bookkeeping for loads that can overlap (a second page while the first reloads, a
 * new search term while the last one is in flight): only the newest request of a key may write
 * to its store, so a slow old answer never overwrites a newer one.
 */
export class LatestRequest<K = string> {
  private readonly sequence = new Map<K, number>();

  /** Starts a request; the returned check is true while no newer request of the key started. */
  start(key: K): () => boolean {
    const id = (this.sequence.get(key) ?? 0) + 1;
    this.sequence.set(key, id);
    return () => this.sequence.get(key) === id;
  }

  /** Makes every request of the key in flight stale (used by resets). */
  cancel(key: K): void {
    this.sequence.set(key, (this.sequence.get(key) ?? 0) + 1);
  }
}
