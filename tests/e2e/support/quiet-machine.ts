import { existsSync } from 'node:fs';
import { beforeAll } from 'vitest';

/**
 * The environment variable through which `npm test` (scripts/run-lanes.mjs) names a file that
 * exists once the browser tests are the only lane still running.
 */
export const ALONE_SIGNAL = 'RUN_LANES_ALONE';

/** A file that calls measuresWallClockBudgets() runs after every other browser test file (budgets-last-sequencer.ts). */
export const MEASURES_BUDGETS = 'measuresWallClockBudgets(';

/**
 * For a file whose tests hold the portal to a wall-clock budget (no main-thread task over 200 ms, an
 * error shown within 2 s): `npm test` runs the browser tests beside lint and the other layers, and a
 * task the portal finishes in 120 ms can take 250 ms of wall-clock time while another process has the
 * core. Before its first test, the file waits until the other lanes are done, so the budget measures
 * the portal and not the machine. Outside `npm test` (npm run test:e2e) it does not wait.
 */
export function measuresWallClockBudgets(): void {
  beforeAll(async () => {
    const signal = process.env[ALONE_SIGNAL];
    while (signal && !existsSync(signal)) await new Promise((resolve) => setTimeout(resolve, 500));
  }, 20 * 60_000);
}
