import type { Page } from 'playwright-core';

type LongTaskWindow = Window & { longTasks: { take: () => number[] } };

/**
 * Watches the main thread's long tasks (over 50 ms, Chromium's Long Tasks API). Installed before
 * the page's first script runs, so every long task of the page is seen.
 */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const seen: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((task) => seen.push(task.duration)));
    observer.observe({ type: 'longtask' });
    Object.assign(window, {
      longTasks: {
        /** The durations so far, including the ones not yet delivered to the observer. */
        take: () => [...seen.splice(0), ...observer.takeRecords().map((task) => task.duration)],
      },
    });
  });
}

/** The long tasks' durations since the last call, in milliseconds. */
export const takeLongTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as LongTaskWindow).longTasks.take());

/** Waits until the page is idle, so a task that just ran has been reported. */
export const untilIdle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
