import { chromium, type Browser, type Page } from 'playwright-core';
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
  /**
   * Where the time went, ms from navigation: the tap, and when each request on the way to the first
   * frame started and ended, as the page's own resource timings saw them (the portal's entry, the
   * rows' calls, the play screen's files, the game's details, its session and its page).
   */
  steps?: Array<{ what: string; startMs: number; endMs: number }>;
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

    const premium = await premiumTrailerPlays(page, base);
    // When the finger lands, as the page saw it (Playwright's tap waits for the control to be still first).
    await page.addInitScript(() => {
      addEventListener('pointerdown', () => performance.mark('bench:touch'), { capture: true, once: true });
    });
    // When a Play control is first on screen, as the page saw it, frame by frame: Playwright's own
    // wait looks only every half second after its first second, which made the figure a step function.
    await page.addInitScript({ content: markPlaysOnScreen(premium) });
    const started = Date.now();
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    const markedAt = (mark: string) =>
      page
        .waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime, mark, { polling: 'raf', timeout: 60_000 })
        .then(async (handle) => Math.round((await handle.jsonValue()) as number));
    const anyPlayButtonMs = await markedAt(ANY_PLAY_MARK);
    const firstPlayButtonMs = await markedAt(PLAYABLE_MARK);
    const plays = page.getByRole('link', { name: /^Play / });
    const play = plays.and(page.locator(`a${premium.map((path) => `:not([href="${path}"])`).join('')}`)).first();
    const tapMs = Date.now() - started;
    await play.tap();
    // The game marks itself ready on load (src/games/engine/dom.ts); its next frame is on screen.
    const game = page.frameLocator('iframe').first();
    await game.locator('html[data-state]').waitFor({ state: 'attached', timeout: 60_000 });
    // A free game's page loads beside its session's start, under the play screen's loading cover
    // (the game's picture and name), which goes once the page has loaded and the session answered:
    // the game is on screen only then.
    await page.getByRole('status', { name: /^Loading / }).waitFor({ state: 'detached', timeout: 60_000 });
    await game.locator('html').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const playingMs = Date.now() - started;
    return { firstPlayButtonMs, anyPlayButtonMs, playingMs, steps: await stepsOf(page, tapMs) };
  } finally {
    await browser.close();
  }
}

const ANY_PLAY_MARK = 'bench:play-on-screen';
const PLAYABLE_MARK = 'bench:playable-play-on-screen';

/**
 * Runs in the page from its first script on: marks the first frame with a Play link on screen
 * (a link to the play route named "Play …" with a box to tap), and the first with one whose game a
 * guest may play (not among `premium`). Written as the page's own JavaScript: the bench's
 * TypeScript runner would wrap a function's inner functions in a helper the page does not have.
 */
const markPlaysOnScreen = (premium: string[]): string => `
  (() => {
    const premium = ${JSON.stringify(premium)};
    const look = () => {
      const plays = [...document.querySelectorAll('a[href^="/play/"]')].filter((link) => {
        const box = link.getBoundingClientRect();
        const name = link.getAttribute('aria-label') ?? link.textContent?.trim() ?? '';
        return /^Play /.test(name) && box.width > 0 && box.height > 0 && getComputedStyle(link).visibility !== 'hidden';
      });
      if (plays.length > 0 && performance.getEntriesByName('${ANY_PLAY_MARK}').length === 0) performance.mark('${ANY_PLAY_MARK}');
      if (plays.some((link) => !premium.includes(link.getAttribute('href') ?? ''))) performance.mark('${PLAYABLE_MARK}');
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })();
`;

/**
 * The page's resource timings that matter on the way to the first frame, in ms from navigation
 * (the navigation's start in the page is taken as the bench's own start: `commit` comes a round
 * trip after it, so the two differ by well under the figures' noise), ordered by start.
 */
async function stepsOf(page: Page, tapMs: number): Promise<TimeToPlaying['steps']> {
  const entries = await page.evaluate(() => {
    const frame = document.querySelector('iframe');
    const inner = (() => {
      try {
        return frame?.contentWindow?.performance.getEntriesByType('navigation') ?? [];
      } catch {
        return [];
      }
    })();
    const marks = [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')];
    return [...performance.getEntriesByType('resource'), ...inner, ...marks].map((entry) => ({
      name: entry.name,
      startMs: entry.startTime,
      endMs: entry.entryType === 'resource' ? (entry as PerformanceResourceTiming).responseEnd : entry.startTime + entry.duration,
      bytes: (entry as PerformanceResourceTiming).transferSize,
    }));
  });
  const wanted = /^(bench:|portal:)|\/api\/|\/assets\/.*\.js$|\/games\/|config\.json/;
  return [
    { what: 'tap', startMs: tapMs, endMs: tapMs },
    ...entries
      .filter((entry) => wanted.test(entry.name))
      .map((entry) => ({
        what: entry.name.includes('/')
          ? `${new URL(entry.name).pathname}${entry.bytes === undefined ? '' : ` (${entry.bytes} B)`}`
          : entry.name,
        startMs: Math.round(entry.startMs),
        endMs: Math.round(entry.endMs),
      })),
  ].sort((a, b) => a.startMs - b.startMs);
}

/**
 * The play addresses of the trailers' games a guest may not play, asked of the portal's API before
 * the measured visit (outside its throttled line): a trailer does not say whether its game is
 * premium, and its Play is shown whatever it is. A game card shows its Play for a free game only.
 */
async function premiumTrailerPlays(page: Page, base: string): Promise<string[]> {
  const data = async (path: string) =>
    ((await (await page.request.get(`${base}/api${path}`)).json()) as { data?: Record<string, unknown> }).data;
  const trailers = ((await data('/play/homepage/top/patch'))?.trailers ?? []) as Array<{ gameUniqueName: string }>;
  const premium: string[] = [];
  for (const { gameUniqueName } of trailers) {
    const name = encodeURIComponent(gameUniqueName);
    const game = (await data(`/play/game/detail/byname/${name}`))?.games as { isPremium?: unknown } | undefined;
    if (game?.isPremium !== false) premium.push(`/play/${name}`);
  }
  return premium;
}
