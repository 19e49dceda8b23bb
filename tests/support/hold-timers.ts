import { vi } from 'vitest';

/**
 * Keeps the timers of the given delays from ever firing, for the rest of the test (undone by
 * vi.restoreAllMocks). A test that proves what a screen shows, not when it gives up waiting, holds
 * the screen's real-time deadlines: on a crowded machine rendering can take longer than a toast's
 * 5 s or a gate's 1 s, and the deadline would fire before the test looks. Other timers run as usual;
 * the deadlines themselves are proven with a fake clock elsewhere.
 */
export function holdTimers(...delays: number[]): void {
  const schedule = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...args: unknown[]) =>
    delays.includes(delay ?? 0) ? schedule(() => undefined, 0) : schedule(handler, delay, ...args)) as typeof setTimeout);
}
