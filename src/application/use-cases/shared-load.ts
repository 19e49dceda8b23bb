/** How a load was asked for. */
export interface LoadOptions {
  /**
   * Started ahead of the screen, before React renders (so a cold start on slow data waits less):
   * the screen's first call for the same data takes this load, even when its answer has already
   * arrived, instead of asking again.
   */
  ahead?: boolean;
}

interface Entry<K> {
  key: K;
  run: Promise<void>;
  settled: boolean;
  /** Still waiting to be handed to the screen's first call. */
  held: boolean;
}

/**
 * In-flight de-duplication for a load with one current request: asking again for the load that is
 * under way joins it instead of requesting twice. A load started ahead of the screen is also
 * handed over once after it has settled, because the screen's code may arrive after the data.
 *
 * Only the current load can be joined: asking for another key starts that one (and the use case's
 * LatestRequest makes the older answer stale), so going a → b → a never joins a stale 'a'.
 */
export class SharedLoad<K = string> {
  private current: Entry<K> | undefined;

  join(key: K, start: () => Promise<void>, options: LoadOptions = {}): Promise<void> {
    const current = this.current;
    if (current && current.key === key && (!current.settled || current.held)) {
      if (current.settled) this.current = undefined;
      current.held = false;
      return current.run;
    }
    const entry: Entry<K> = { key, run: Promise.resolve(), settled: false, held: options.ahead === true };
    entry.run = start().finally(() => {
      entry.settled = true;
      if (this.current === entry && !entry.held) this.current = undefined;
    });
    this.current = entry;
    return entry.run;
  }

  /** The next request starts afresh (after a reset or a cancel). */
  forget(): void {
    this.current = undefined;
  }
}
