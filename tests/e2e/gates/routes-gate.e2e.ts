import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from '../support/accounts';
import { setupBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { firstGameOn, openRoute, PRIVATE_ROUTES, publicRoutes, ROUTES_REACHED_FROM, waitUntilSettled } from './routes';
import { horizontalOverflow, smallTargets } from './small-screen';

/**
 * The route gates, one visit per route in a 360×740 phone (setupBrowser's default): axe finds no
 * serious or critical WCAG 2.1 A/AA violation, the page does not scroll sideways, and every tap
 * target is at least 44 px. All routes are swept before asserting, so one run lists every finding.
 */
const e2e = setupBrowser();
/** Each test sweeps some twenty routes with axe: far more work than one journey's 30 s allow. */
const SWEEP_TIMEOUT_MS = 120_000;

interface Findings {
  axe: string[];
  overflow: string[];
  targets: string[];
}

async function judge(page: Page, label: string, findings: Findings): Promise<void> {
  findings.axe.push(...(await seriousViolations(page, label)));
  findings.overflow.push(...(await horizontalOverflow(page, label)));
  findings.targets.push(...(await smallTargets(page, label)));
}

function assertNone(findings: Findings): void {
  expect.soft(findings.axe.join('\n'), 'serious or critical axe violations').toBe('');
  expect.soft(findings.overflow.join('\n'), 'routes that scroll sideways at 360 px').toBe('');
  expect.soft(findings.targets.join('\n'), 'tap targets under 44 px').toBe('');
}

describe('gates on every public route and the main logged-in routes', () => {
  test(
    'public routes: no serious axe violation, no sideways scroll at 360 px, 44 px tap targets',
    async () => {
      const { page } = e2e;
      const findings: Findings = { axe: [], overflow: [], targets: [] };
      for (const path of publicRoutes(inject('seededGame').uniqueName)) {
        await openRoute(page, path);
        await judge(page, path, findings);
      }
      assertNone(findings);
    },
    SWEEP_TIMEOUT_MS,
  );

  test(
    'public routes in Bangla: no serious axe violation, no sideways scroll at 360 px, 44 px tap targets',
    async () => {
      const { page, context } = e2e;
      // The player's choice of Bangla, as the language switch stores it (docs/decisions/0039).
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('locale', 'bn');
        } catch {
          // A sandboxed game frame has no storage; the portal's own pages have.
        }
      });
      const findings: Findings = { axe: [], overflow: [], targets: [] };
      for (const path of publicRoutes(inject('seededGame').uniqueName)) {
        await openRoute(page, path);
        expect(await page.evaluate(() => document.documentElement.lang), `${path} speaks Bangla`).toBe('bn');
        await judge(page, `${path} (bn)`, findings);
      }
      assertNone(findings);
    },
    SWEEP_TIMEOUT_MS,
  );

  test(
    'logged-in routes: no serious axe violation, no sideways scroll at 360 px, 44 px tap targets',
    async () => {
      const { page } = e2e;
      const findings: Findings = { axe: [], overflow: [], targets: [] };
      await loginAs(page, 'free');
      const freeGame = await firstGameOn(page, '/free-games');
      for (const path of [...PRIVATE_ROUTES, `/play/${freeGame}`]) {
        await openRoute(page, path);
        expect(new URL(page.url()).pathname, `${path} stayed on its route`).toBe(path);
        await judge(page, path, findings);
      }

      // The purchase steps need a chosen plan, so they are reached the way a player reaches them.
      await openRoute(page, '/plans');
      await page.getByRole('button', { name: 'Subscribe to Weekly', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await waitUntilSettled(page);
      await judge(page, '/payment', findings);
      await page.getByRole('button', { name: 'Send code to pay ৳25', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment-otp-verification');
      await waitUntilSettled(page);
      await judge(page, '/payment-otp-verification', findings);
      // A page added behind another one is gated once this walk reaches it.
      expect(['/payment', '/payment-otp-verification'], 'the pages reached through another page').toEqual(ROUTES_REACHED_FROM);

      assertNone(findings);
    },
    SWEEP_TIMEOUT_MS,
  );

  test(
    'logged-in routes in Bangla: no serious axe violation, no sideways scroll at 360 px, 44 px tap targets',
    async () => {
      const { page, context } = e2e;
      const findings: Findings = { axe: [], overflow: [], targets: [] };
      await loginAs(page, 'free');
      const freeGame = await firstGameOn(page, '/free-games');
      // Then the player switches to Bangla, as the language switch stores it (docs/decisions/0039).
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('locale', 'bn');
        } catch {
          // A sandboxed game frame has no storage; the portal's own pages have.
        }
      });
      for (const path of [...PRIVATE_ROUTES, `/play/${freeGame}`]) {
        await openRoute(page, path);
        expect(new URL(page.url()).pathname, `${path} stayed on its route`).toBe(path);
        expect(await page.evaluate(() => document.documentElement.lang), `${path} speaks Bangla`).toBe('bn');
        await judge(page, `${path} (bn)`, findings);
      }
      assertNone(findings);
    },
    SWEEP_TIMEOUT_MS,
  );
});
