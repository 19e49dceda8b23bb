import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser';

/**
 * Nothing on the first screens moves once shown (issue budget: cumulative layout shift at most
 * 0.02), measured as Lighthouse's mobile preset loads them: a 412 x 823 phone with a CPU four times
 * slower, so that late answers (a game's download size, the genre list) arrive after the first paint.
 */
const e2e = setupBrowser({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** A bundled game, whose page shows its download size once the sizes have arrived. */
const BUNDLED_GAME_PATH = '/game-details/midnight-racer';
const CLS_BUDGET = 0.02;

describe('the first screens hold still while they load', () => {
  test.each([BUNDLED_GAME_PATH, '/genres/racing', '/home'])('%s: layout shifts add up to at most 0.02', async (path) => {
    const { page, context } = e2e;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      const state = { sum: 0, shifts };
      (window as unknown as { layoutShift: typeof state }).layoutShift = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (entry.hadRecentInput) continue;
          state.sum += entry.value;
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Everything the first screen asks for has answered and been laid out.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (path === BUNDLED_GAME_PATH) await page.getByText(/Download size/).waitFor();
    // The daily challenge arrives after the first screen, into the space kept for it.
    if (path === '/home') await page.getByRole('link', { name: 'Play today’s challenge' }).waitFor();
    const { sum, shifts } = await page.evaluate(
      () => (window as unknown as { layoutShift: { sum: number; shifts: string[] } }).layoutShift,
    );
    expect(sum, `layout shifts: ${shifts.join(', ')}`).toBeLessThanOrEqual(CLS_BUDGET);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
