import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';

/**
 * "Time to playing" for a guest on /home: from navigation to the first frame the game draws after
 * the player taps the first Play control of a game a guest may play (a premium game's Play leads a
 * guest to the offer of a plan, never to a first frame), on a fresh profile (nothing cached), with Lighthouse's
 * slow-4G figures applied through DevTools (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a 4x
 * CPU slowdown. Unlike Lighthouse's metrics this is throttled for real, not simulated: it includes
 * the game's own download and start.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export interface TimeToPlaying {
  /** Navigation to the first Play control on screen that leads a guest to playing. */
  firstPlayButtonMs: number;
  /**
   * Navigation to the first Play control on screen, whatever its game: /home's hero trailer's,
   * which index.html's boot script paints before the portal's code runs.
   */
  anyPlayButtonMs?: number;
  /** Navigation to the game's first frame after the tap (the tap is made as soon as the button shows). */
  playingMs: number;
}

export async function measureTimeToPlaying(base: string, chromePath: string, acceptSelfSigned: boolean): Promise<TimeToPlaying> {
  const browser: Browser = await chromium.launch({ executablePath: chromePath, args: [...CHROME_FLAGS] });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: acceptSelfSigned,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const started = Date.now();
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    const plays = page.getByRole('link', { name: /^Play / });
    await plays.first().waitFor({ state: 'visible', timeout: 60_000 });
    const anyPlayButtonMs = Date.now() - started;
    const play = await firstPlayable(page, base, plays);
    await play.waitFor({ state: 'visible', timeout: 60_000 });
    const firstPlayButtonMs = Date.now() - started;
    await play.tap();
    // The game marks itself ready on load (src/games/engine/dom.ts); its next frame is on screen.
    const game = page.frameLocator('iframe').first();
    await game.locator('html[data-state]').waitFor({ state: 'attached', timeout: 60_000 });
    await game.locator('html').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    return { firstPlayButtonMs, anyPlayButtonMs, playingMs: Date.now() - started };
  } finally {
    await browser.close();
  }
}

/**
 * The first of the Play links (in the page's order) whose game a guest may play, as the portal's
 * API says (asked beside the page, outside its throttled line): the links' games are known from
 * their addresses only, and a trailer does not say whether its game is premium.
 */
async function firstPlayable(page: Page, base: string, plays: Locator): Promise<Locator> {
  const free = new Map<string, Promise<boolean>>();
  const guestMayPlay = (path: string) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!free.has(name))
      free.set(
        name,
        page.request
          .get(`${base}/api/play/game/detail/byname/${name}`)
          .then((response) => response.json() as Promise<{ data?: { games?: { isPremium?: unknown } } }>)
          .then((body) => body.data?.games?.isPremium === false),
      );
    return free.get(name)!;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const paths = await plays.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    for (const path of paths) if (await guestMayPlay(path)) return page.locator(`a[href="${path}"], a[href^="${path}?"]`).first();
    await page.waitForTimeout(50);
  }
  throw new Error('No Play control of a game a guest may play showed within 60 s.');
}
