import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';

/**
 * One Lighthouse run through its own CLI, exactly as docs/environment.md describes: the default
 * mobile preset (simulated Slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown), performance only,
 * a fresh Chrome profile per run (chrome-launcher makes one), cache and storage cleared.
 */

export interface RunMetrics {
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Every script the page fetched during the run (including lazy ones fetched after load). */
  scriptUrls: string[];
  /**
   * The portal's start-up phases (`portal:<phase>` measures, src/composition/start-up-phases.ts):
   * when each ended, in ms from navigation, as observed in the run (Lighthouse simulates the slow
   * network and CPU for its metrics, but user timings are what the unthrottled page did).
   */
  phaseEndsMs: Record<string, number>;
  /** Bytes the run downloaded from the network (transfer sizes; answers of the service worker cost none). */
  transferBytes: number;
  /** Of those, the pictures'. */
  pictureTransferBytes: number;
}

interface Audit {
  numericValue?: number;
  details?: {
    items?: Array<{
      url?: string;
      resourceType?: string;
      transferSize?: number;
      name?: string;
      timingType?: string;
      startTime?: number;
      duration?: number;
    }>;
  };
}
interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

export interface LighthouseRun {
  metrics: RunMetrics;
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number | undefined;
  warnings: string[];
}

/**
 * How long Lighthouse waits for the page to go quiet before it ends a simulated run (the page
 * loads unthrottled) and reports what it saw: /tournament keeps its live leaderboard stream open, so its network never goes quiet, and
 * Lighthouse's default (45 s, then its 60 s limit) only made the run slow; its LCP is long past by then.
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;

export interface LighthouseOptions {
  root: string;
  chromePath: string;
  /** The benchmark's own throwaway certificate (scripts/self-signed-certificate.ts). */
  acceptSelfSigned?: boolean;
  /** Measure in an already running browser (its DevTools port) with its storage kept, as a repeat
   * visit is: the service worker and its caches stay (bench/repeat-visit.ts). */
  port?: number;
  /**
   * 'simulate' (the preset: the run is unthrottled, the metrics computed for slow 4G and a 4x
   * slower CPU) or 'devtools' (the page really loaded over throttled network and CPU).
   */
  throttling?: 'simulate' | 'devtools';
  /** The browser's language (e.g. 'bn-BD'): the portal starts in it, as on a phone set to Bangla. */
  language?: string;
  /**
   * Without Lighthouse's picture of the whole page, for which it stretches the screen to the page's
   * height at the end of the run: every row of /home comes near the screen then and asks for its
   * list, which a player who does not scroll never pays for (the repeat visit counts bytes).
   */
  firstScreenOnly?: boolean;
}

export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-bench-lh-'));
  const output = join(folder, 'lh.json');
  try {
    await runCli(options.root, options.chromePath, [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // A page really throttled takes its time: Lighthouse's own limit then.
      ...(options.throttling === 'devtools' ? ['--throttling-method=devtools'] : [`--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`]),
      ...(options.port ? [`--port=${options.port}`, '--disable-storage-reset'] : []),
      ...(options.firstScreenOnly ? ['--disable-full-page-screenshot'] : []),
      `--chrome-flags=${[
        ...CHROME_FLAGS,
        ...(options.acceptSelfSigned ? ['--ignore-certificate-errors'] : []),
        ...(options.language ? [`--lang=${options.language}`, `--accept-lang=${options.language}`] : []),
      ].join(' ')}`,
    ]);
    const lhr = JSON.parse(await readFile(output, 'utf8')) as LighthouseResult;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      metrics: metricsOf(lhr, url),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? '',
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function metricsOf(lhr: LighthouseResult, url: string): RunMetrics {
  const value = (id: string): number => {
    const numeric = lhr.audits[id]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`Lighthouse reported no ${id} for ${url}.`);
    return numeric;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse reported no performance score for ${url}.`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    scriptUrls: requests.filter((r) => r.resourceType === 'Script' && r.url).map((r) => r.url as string),
    transferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    pictureTransferBytes: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    phaseEndsMs: Object.fromEntries(
      (lhr.audits['user-timings']?.details?.items ?? [])
        .filter((item) => item.timingType === 'Measure' && item.name?.startsWith('portal:'))
        .map((item) => [item.name!.slice('portal:'.length), (item.startTime ?? 0) + (item.duration ?? 0)]),
    ),
  };
}

function runCli(root: string, chromePath: string, args: string[]): Promise<void> {
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Lighthouse exited with ${code}:\n${stderr.trim()}`));
    });
  });
}
