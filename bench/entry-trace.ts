/**
 * `npx tsx bench/entry-trace.ts [path]`: what the portal's main thread does before the first
 * screen, per module. Builds the portal with source maps, serves it, opens the page (default
 * /home) in Chromium at 360×740 with a 4× CPU slowdown and slow 4G (DevTools throttling), records a CPU profile from navigation until the largest picture is painted,
 * and again until React has rendered the first screen (the `portal:render` measure), and prints
 * the main thread's busy time and its self time per source module (a package for code under
 * node_modules), largest first.
 */
import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, findBrowser } from '../scripts/find-browser.mjs';
import { productionBuild } from '../scripts/production-build';
import { startPortalServer } from '../src/composition/server/portal-server';
import { table } from './budgets';

const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G, applied for real (as bench/time-to-playing.ts does). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/home';
  const chromePath = findBrowser();
  if (!chromePath) throw new Error('Chromium is needed (scripts/ensure-browser.mjs).');
  const outDir = await mkdtemp(join(tmpdir(), 'portal-trace-'));
  try {
    await productionBuild(outDir, { sourcemap: true });
    const server = await startPortalServer({ port: 0, host: '127.0.0.1', distDir: outDir });
    const base = server.url.replace('//localhost:', '//127.0.0.1:');
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    try {
      for (const until of ['hero', 'render'] as const) await profileOnce(browser, base, path, until, outDir);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * One profiled page load, until the largest picture has been painted ('hero': an <img> as
 * largest-contentful-paint candidate) or until React has rendered the first screen ('render').
 */
async function profileOnce(browser: Browser, base: string, path: string, until: 'hero' | 'render', outDir: string) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true });
  try {
    await page.addInitScript(() => {
      const pictures: number[] = [];
      (window as unknown as { pictures: number[] }).pictures = pictures;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
          if (entry.element?.tagName === 'IMG') pictures.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // A page of the same site first, so the navigation keeps the renderer (and its profiler).
    await page.goto(`${base}/config.json`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const done =
      until === 'hero'
        ? () => (window as unknown as { pictures?: number[] }).pictures?.length
        : () => performance.getEntriesByName('portal:render', 'measure').length;
    await page.waitForFunction(done, null, { timeout: 60_000, polling: 'raf' });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const at = await page.evaluate((what) => {
      if (what === 'hero') return (window as unknown as { pictures: number[] }).pictures[0]!;
      const measure = performance.getEntriesByName('portal:render', 'measure')[0]!;
      return measure.startTime + measure.duration;
    }, until);
    const byModule = await selfTimeByModule(profile, outDir);
    const busy = [...byModule].filter(([name]) => name !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
    const what = until === 'hero' ? 'largest picture painted' : 'first screen rendered by React';
    console.log(
      `\n${path}, ${CPU_SLOWDOWN}× CPU, until the ${what} (${Math.round(at)} ms): main thread busy ${Math.round(busy)} ms. ` +
        'Self time per module, largest first:\n',
    );
    const rows = [...byModule].filter(([name, ms]) => name !== '(idle)' && ms >= 2).sort((a, b) => b[1] - a[1]);
    console.log(
      table([
        ['module', 'self ms', 'share'],
        ...rows.map(([name, ms]) => [name, ms.toFixed(1), `${((ms / busy) * 100).toFixed(1)} %`]),
      ]),
    );
  } finally {
    await page.close();
  }
}

/** Each sample's time, given to the module (from the build's source maps) of the function it was in. */
async function selfTimeByModule(profile: Profile, outDir: string): Promise<Map<string, number>> {
  const maps = new Map<string, SourceLookup | null>();
  const mapOf = async (url: string) => {
    if (!maps.has(url)) {
      const file = new URL(url).pathname;
      const raw = file.startsWith('/assets/') ? await readFile(join(outDir, `${file}.map`), 'utf8').catch(() => null) : null;
      maps.set(url, raw ? sourceLookup(JSON.parse(raw) as SourceMap) : null);
    }
    return maps.get(url) ?? null;
  };
  const moduleOfNode = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let name = url ? new URL(url).pathname : functionName || '(anonymous)';
    if (!url && functionName.startsWith('(')) name = functionName;
    const map = url.startsWith('http') ? await mapOf(url) : null;
    if (map) {
      const source = map(lineNumber, columnNumber);
      if (source) name = moduleName(source);
    }
    moduleOfNode.set(node.id, name);
  }
  const byModule = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const name = moduleOfNode.get(id) ?? '?';
    byModule.set(name, (byModule.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return byModule;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}
/** The original source file of a generated position (0-based line and column). */
type SourceLookup = (line: number, column: number) => string | undefined;

/** Reads a source map's mappings (base64 VLQ) into a lookup of the source file only. */
function sourceLookup(map: SourceMap): SourceLookup {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines: Array<Array<[column: number, source: number]>> = [];
  let source = 0;
  for (const line of map.mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = digits.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found: number | undefined;
    for (const [start, index] of segments) {
      if (start > column) break;
      found = index;
    }
    return found === undefined ? undefined : map.sources[found];
  };
}

/** A source file under src/ as it is; code under node_modules as its package. */
function moduleName(source: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return `${packaged[1]} (package)`;
  const own = /(src\/.*)$/.exec(source);
  return own ? own[1]! : source;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
