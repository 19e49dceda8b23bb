import type { Page } from 'playwright-core';
import { ROUTES } from '../../../src/ui/route-manifest';

/**
 * Every public route of the route manifest (spec §2's, plus the FAQ), with a real genre and game
 * for the routes that take one: a public screen added to the manifest is gated without more ado.
 */
export function publicRoutes(seededGame: string): string[] {
  const params: Record<string, string> = { genre: 'racing', gameUniqueName: seededGame };
  return ROUTES.filter((row) => row.access === 'public').map((row) =>
    row.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`The gates have no value for :${name} in ${row.path}; add one here.`);
      return value;
    }),
  );
}

/**
 * Every logged-in route of the route manifest that a player opens by its address: a private
 * screen added to the manifest is gated without more ado. Not the page of unknown addresses, nor
 * the ones that show something only when reached through another page (ROUTES_REACHED_FROM).
 */
export const PRIVATE_ROUTES = ROUTES.filter(
  (row) => row.access === 'private' && row.path !== '*' && !row.path.includes(':') && !row.reachedFrom,
).map((row) => row.path);

/** The private routes reached only through another page (RouteRow.reachedFrom): the gates go there as a player does. */
export const ROUTES_REACHED_FROM = ROUTES.filter((row) => row.reachedFrom).map((row) => row.path);

/**
 * A screen is ready to be judged when it shows its heading, nothing in view is still loading
 * (skeletons and pending lists carry aria-busy="true"; rows further down load only when scrolled
 * near, so they are judged as the skeletons they are) and its entrance animations have ended (a
 * dialog fading in has not its final colours yet, so axe would measure a blend).
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      Array.from(document.querySelectorAll('[aria-busy="true"]')).every(
        (el) => el.getBoundingClientRect().top >= window.innerHeight,
      ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Routes whose final state is a dialog that opens after the page has settled: /social-login
 * without a provider ends in the 'Failed' dialog, whose code downloads when it opens (axe measured
 * its button in the middle of its fade once).
 */
const ENDS_IN_A_DIALOG = ['/social-login'];

export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  try {
    if (ENDS_IN_A_DIALOG.includes(path)) await page.getByRole('dialog').waitFor({ timeout: 10_000 });
    await waitUntilSettled(page);
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.pathname,
      h1: document.querySelector('h1')?.textContent ?? null,
      busy: Array.from(document.querySelectorAll('[aria-busy="true"]')).map((el) => el.outerHTML.slice(0, 120)),
    }));
    throw new Error(`${path} did not settle within 10 s: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** The unique name of the first game a list page shows (e.g. a free game from /free-games). */
export async function firstGameOn(page: Page, listPath: string): Promise<string> {
  await openRoute(page, listPath);
  const href = await page.getByRole('main').locator('a[href^="/game-details/"]').first().getAttribute('href');
  if (!href) throw new Error(`${listPath} shows no game.`);
  return href.slice('/game-details/'.length);
}
