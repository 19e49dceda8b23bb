/**
 * `npm run bench:games`: each bundled game as a player meets it, measured from outside.
 * - its page's size, gzip (the one file the play screen frames);
 * - the time from the frame's start to the game's first frame, on slow 4G at 4× CPU slowdown: the
 *   game's own page, after the portal's play screen is shown;
 * - the longest task while it is played for a minute (--seconds=N) at 4× CPU slowdown, the player
 *   pressing the keys every game answers.
 * Prints a table beside the budgets and exits 1 when one is missed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Frame, type Page } from 'playwright-core';
import { CHROME_FLAGS, findBrowser } from '../scripts/find-browser.mjs';
import { productionBuild } from '../scripts/production-build';
import { startPortalServer } from '../src/composition/server/portal-server';

/** Budgets of a bundled game: its page's size, its first frame, and the longest task while playing. */
export const GAME_BUDGETS = { gzipBytes: 60 * 1024, firstFrameMs: 1000, longestTaskMs: 50 } as const;

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** The keys every bundled game answers (the games' keyboard contract). */
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space', 'Enter', 'Digit1', 'KeyA'];
const seconds = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ?? 60);

interface GameFigures {
  slug: string;
  gzipBytes: number;
  firstFrameMs: number;
  longestTaskMs: number;
}

/** The game's frame once the play screen has put it on the page; a minute at most. */
async function gameFrame(page: Page, slug: string): Promise<Frame> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const frame = page.frames().find((f) => f.url().includes(`/games/${slug}/`));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error(`${slug}: the play screen framed no game within a minute`);
    await page.waitForTimeout(20);
  }
}

/** The frame's own clock, from its navigation to the first frame drawn once the game has started. */
async function firstFrame(frame: Frame): Promise<number> {
  await frame.waitForSelector('html[data-state]', { state: 'attached', timeout: 60_000 });
  return frame.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
}

/** Plays for `ms` (keys every 150 ms, the start button first) and returns the longest task seen meanwhile. */
async function longestTaskWhilePlaying(page: Page, frame: Frame, ms: number): Promise<number> {
  const observe = () => {
    const seen: number[] = [];
    (globalThis as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({
      type: 'longtask',
    });
  };
  await Promise.all([page.evaluate(observe), frame.evaluate(observe)]);
  const start = await frame.$('#overlay [data-btn]');
  if (start && (await start.isVisible())) await start.click();
  const end = Date.now() + ms;
  for (let i = 0; Date.now() < end; i += 1) {
    await page.keyboard.press(KEYS[i % KEYS.length]!);
    await page.waitForTimeout(150);
  }
  const read = () => Math.max(0, ...(globalThis as unknown as { longTasks: number[] }).longTasks);
  return Math.max(await page.evaluate(read), await frame.evaluate(read));
}

async function measureGame(base: string, chromePath: string, slug: string, title: string, outDir: string): Promise<GameFigures> {
  const gzipBytes = gzipSync(await readFile(join(outDir, 'games', slug, 'index.html')), { level: 9 }).length;
  const browser = await chromium.launch({ executablePath: chromePath, args: [...CHROME_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/play/${title}`, { waitUntil: 'commit' });
    await page.waitForSelector('iframe', { timeout: 60_000 });
    const frame = await gameFrame(page, slug);
    const firstFrameMs = await firstFrame(frame);
    const longestTaskMs = await longestTaskWhilePlaying(page, frame, seconds * 1000);
    return { slug, gzipBytes, firstFrameMs, longestTaskMs };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const chromePath = findBrowser();
  if (!chromePath) {
    console.error('The benchmark needs Chrome or Chromium. Install one or set CHROME_PATH (see docs/performance.md).');
    return 2;
  }
  const outDir = await mkdtemp(join(tmpdir(), 'portal-bench-games-'));
  try {
    console.log('[bench:games] production build…');
    await productionBuild(outDir);
    const server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: outDir });
    try {
      const base = server.url.replace('//localhost:', '//127.0.0.1:');
      const titles = new Map<string, string>();
      for (const game of server.backend.ctx.db.game.getAll()) {
        const slug = /^\/games\/([^/?]+)\//.exec(game.playUrl)?.[1];
        if (slug && !game.isPremium && !titles.has(slug)) titles.set(slug, game.uniqueName);
      }
      const results: GameFigures[] = [];
      for (const [slug, title] of [...titles].sort()) {
        console.log(`[bench:games] ${slug} (${title}), ${seconds} s of play…`);
        results.push(await measureGame(base, chromePath, slug, title, outDir));
      }
      return report(results);
    } finally {
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function report(results: readonly GameFigures[]): number {
  const misses: string[] = [];
  console.log(`\nBundled games: slow 4G, ${CPU_SLOWDOWN}× CPU, ${seconds} s of play each\n`);
  console.log('| game | gzip | first frame | longest task while playing |');
  console.log('|---|---|---|---|');
  for (const r of results) {
    // The Long Tasks API reports only tasks over 50 ms: none seen is the budget met.
    const longest = r.longestTaskMs > 0 ? `${Math.round(r.longestTaskMs)} ms` : 'none over 50 ms';
    console.log(`| ${r.slug} | ${(r.gzipBytes / 1024).toFixed(1)} KB | ${Math.round(r.firstFrameMs)} ms | ${longest} |`);
    if (r.gzipBytes > GAME_BUDGETS.gzipBytes) misses.push(`${r.slug}: ${(r.gzipBytes / 1024).toFixed(1)} KB gzip`);
    if (r.firstFrameMs > GAME_BUDGETS.firstFrameMs) misses.push(`${r.slug}: first frame ${Math.round(r.firstFrameMs)} ms`);
    if (r.longestTaskMs > GAME_BUDGETS.longestTaskMs) misses.push(`${r.slug}: a ${Math.round(r.longestTaskMs)} ms task`);
  }
  console.log(
    `\nBudgets: ≤ ${GAME_BUDGETS.gzipBytes / 1024} KB gzip, first frame ≤ ${GAME_BUDGETS.firstFrameMs} ms, no task over ${GAME_BUDGETS.longestTaskMs} ms`,
  );
  console.log(misses.length ? `Missed:\n${misses.map((m) => `  - ${m}`).join('\n')}` : 'Every game meets every budget.');
  return misses.length ? 1 : 0;
}

process.exitCode = await main();
