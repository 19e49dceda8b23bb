import type { Page } from 'playwright-core';

/** Spec §2's public routes (with a real genre and game), plus the FAQ, which the portal also serves publicly. */
export function publicRoutes(seededGame: string): string[] {
  return [
    '/', '/home', '/login', '/signup', '/forgot-password', '/welcome', '/social-login', '/search',
    '/latest-games', '/trending-games', '/most-popular', '/genres', '/genres/racing', `/game-details/${seededGame}`,
    '/free-games', '/spotlight', '/tournament',
    '/privacy-policy', '/terms-&-conditions', '/personal-info-&-data-policy', '/parental-information',
    '/cookie-statement', '/frequently-asked-questions',
  ];
}

/** The main logged-in routes reached by address (/payment is reached through /plans: it needs a chosen plan). */
export const PRIVATE_ROUTES = ['/profile', '/change-password', '/favorite', '/plans', '/esports', '/voucher'];

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
      Array.from(document.querySelectorAll('[aria-busy="true"]')).every((el) => el.getBoundingClientRect().top >= window.innerHeight),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  try {
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
