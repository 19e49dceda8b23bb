import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/find-browser.mjs';
import { IDLE_MARK } from '../src/ui/hooks/after-idle';

/**
 * What a visit costs the player: the bytes that reach the network, as the browser counts them
 * (DevTools protocol, `Network.loadingFinished`'s `encodedDataLength`: headers and encoded body)
 * for every response of every page and of the service worker. A response the browser answered
 * from its memory or disk cache, from a prefetch, or that the service worker answered from its
 * caches, cost nothing on the network and counts nothing, whatever size the browser reports for it.
 */
export interface FinishedResponse {
  url: string;
  /** The DevTools protocol's resource type: 'Image', 'Script', 'Fetch'… */
  resourceType: string;
  /** Where the answer came from. */
  servedFrom: 'network' | 'memory-cache' | 'disk-cache' | 'prefetch-cache' | 'service-worker';
  encodedDataLength: number;
  /** Who asked: a page, or the service worker itself (its background refreshes, its art cache). */
  by: 'page' | 'worker';
}

export interface NetworkBytes {
  all: number;
  pictures: number;
}

const PICTURE_PATH = /^\/mock-assets\/art\/|\.(svg|png|jpe?g|webp|gif|avif|ico)$/i;

/** A picture: requested as one by a page, or fetched by the worker for its art cache. */
export function isPicture(response: Pick<FinishedResponse, 'url' | 'resourceType'>): boolean {
  if (response.resourceType === 'Image') return true;
  try {
    return PICTURE_PATH.test(new URL(response.url).pathname);
  } catch {
    return false;
  }
}

/** The counting rule: only answers that came over the network count, pictures said apart. */
export function countNetworkBytes(responses: readonly FinishedResponse[]): NetworkBytes {
  const paid = responses.filter((response) => response.servedFrom === 'network');
  const sum = (list: readonly FinishedResponse[]) => list.reduce((total, r) => total + Math.max(0, r.encodedDataLength), 0);
  return { all: sum(paid), pictures: sum(paid.filter(isPicture)) };
}

/** A response that reached the network, as the reports list it. */
export interface PaidResponse {
  path: string;
  by: FinishedResponse['by'];
  bytes: number;
}

/** Every response that reached the network, largest first: what a visit's bytes were. */
export function paidLargestFirst(responses: readonly FinishedResponse[]): PaidResponse[] {
  return responses
    .filter((response) => response.servedFrom === 'network')
    .map((response) => ({ path: pathOf(response.url), by: response.by, bytes: response.encodedDataLength }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The responses besides pictures that reached the network, largest first: what to look at when
 * the repeat visit costs more than it should.
 */
export function paidBesidesPictures(responses: readonly FinishedResponse[]): PaidResponse[] {
  return paidLargestFirst(responses.filter((response) => !isPicture(response)));
}

const pathOf = (url: string): string => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
};

interface Pending {
  url: string;
  resourceType: string;
  servedFrom: FinishedResponse['servedFrom'];
}

/** What one target's Network events say about its requests, folded into finished responses. */
export class NetworkLog {
  private readonly pending = new Map<string, Pending>();
  readonly finished: FinishedResponse[] = [];
  /** When a request last started or ended (ms, Date.now()). */
  lastChangeAt = Date.now();

  constructor(private readonly by: FinishedResponse['by'] = 'page') {}

  /** Requests still under way, besides event streams (which stay open as long as the page). */
  get inFlight(): number {
    return [...this.pending.values()].filter((entry) => entry.resourceType !== 'EventSource').length;
  }

  onEvent(method: string, params: Record<string, unknown>): void {
    const id = String(params.requestId);
    if (method === 'Network.requestWillBeSent' || method.startsWith('Network.loading')) this.lastChangeAt = Date.now();
    if (method === 'Network.requestWillBeSent') {
      const request = params.request as { url: string };
      // A redirect reuses the id: the hop before it finished on the network.
      this.pending.set(id, { url: request.url, resourceType: String(params.type ?? 'Other'), servedFrom: 'network' });
    } else if (method === 'Network.requestServedFromCache') {
      const entry = this.pending.get(id);
      if (entry) entry.servedFrom = 'memory-cache';
    } else if (method === 'Network.responseReceived') {
      const entry = this.pending.get(id);
      const response = params.response as { fromDiskCache?: boolean; fromServiceWorker?: boolean; fromPrefetchCache?: boolean };
      if (!entry) return;
      if (params.type) entry.resourceType = String(params.type);
      if (response.fromServiceWorker) entry.servedFrom = 'service-worker';
      else if (response.fromPrefetchCache) entry.servedFrom = 'prefetch-cache';
      else if (response.fromDiskCache) entry.servedFrom = 'disk-cache';
    } else if (method === 'Network.loadingFinished') {
      const entry = this.pending.get(id);
      if (!entry) return;
      this.pending.delete(id);
      this.finished.push({ ...entry, encodedDataLength: Number(params.encodedDataLength ?? 0), by: this.by });
    } else if (method === 'Network.loadingFailed') {
      this.pending.delete(id);
    }
  }
}

/**
 * Watches every page and service worker of the browser listening on `port` (its DevTools port) from
 * now until stop(): each is attached as it appears, its Network domain enabled.
 */
export async function watchNetwork(port: number): Promise<{ stop(): Promise<FinishedResponse[]> }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const session: CDPSession = await browser.newBrowserCDPSession();
  const logs = new Map<string, NetworkLog>();
  let nextId = 1;
  const attach = async (targetId: string, type: string) => {
    if ((type !== 'page' && type !== 'service_worker') || [...logs.keys()].some((key) => key.startsWith(`${targetId}:`))) return;
    try {
      // The classic (not flattened) protocol: the target's messages come back on this session.
      const { sessionId } = (await session.send('Target.attachToTarget', { targetId, flatten: false })) as { sessionId: string };
      logs.set(`${targetId}:${sessionId}`, new NetworkLog(type === 'page' ? 'page' : 'worker'));
      await session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId++, method: 'Network.enable', params: {} }),
      });
    } catch {
      // The target closed before it could be watched: nothing it fetched is left to count.
    }
  };
  session.on('Target.receivedMessageFromTarget', (event: { sessionId: string; targetId?: string; message: string }) => {
    const key = [...logs.keys()].find((candidate) => candidate.endsWith(`:${event.sessionId}`));
    const message = JSON.parse(event.message) as { method?: string; params?: Record<string, unknown> };
    if (key && message.method?.startsWith('Network.')) logs.get(key)!.onEvent(message.method, message.params ?? {});
  });
  session.on('Target.targetCreated', (event: { targetInfo: { targetId: string; type: string } }) => {
    void attach(event.targetInfo.targetId, event.targetInfo.type);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string }> };
  await Promise.all(targetInfos.map((info) => attach(info.targetId, info.type)));
  return {
    async stop() {
      const finished = [...logs.values()].flatMap((log) => log.finished);
      await session.detach().catch(() => undefined);
      // Closing a browser reached over CDP only disconnects from it.
      await browser.close().catch(() => undefined);
      return finished;
    },
  };
}

const PAGE_NETWORK_EVENTS = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
] as const;

/** The network counts as quiet when no request has started or ended for this long (as Playwright's "networkidle"). */
export const QUIET_MS = 500;
/** A page whose network is never quiet this long after its idle mark is reported, not waited on forever. */
const QUIET_WITHIN_MS = 20_000;

/**
 * A visit of `url` in `page` (a Playwright page, in a browser reached any way), counted through the
 * page's own DevTools session with the rule above, until the portal has reached its idle mark (the
 * code every page loads after the first screen has been asked for, src/ui/hooks/after-idle.ts)
 * and then the network has been quiet for QUIET_MS: what the visit cost before the player does
 * anything.
 */
export async function countVisit(page: Page, url: string): Promise<FinishedResponse[]> {
  const session = await page.context().newCDPSession(page);
  const log = new NetworkLog('page');
  for (const method of PAGE_NETWORK_EVENTS) {
    session.on(method, (params: unknown) => log.onEvent(method, params as Record<string, unknown>));
  }
  await session.send('Network.enable');
  try {
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
    const idleAt = Date.now();
    while (log.inFlight > 0 || Date.now() - log.lastChangeAt < QUIET_MS) {
      if (Date.now() - idleAt > QUIET_WITHIN_MS) {
        throw new Error(`The network of ${url} was not quiet ${QUIET_WITHIN_MS / 1000} s after the page was idle.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [...log.finished];
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** A first visit's cost on the network: in all, its pictures, and every response largest first. */
export interface VisitBytes {
  all: number;
  pictures: number;
  largest: PaidResponse[];
}

/**
 * A guest's first visit of /home with data saver on (the player's choice, as the profile keeps it
 * on the device), on a phone-sized page of a fresh browser: what countVisit counts. With data saver
 * on no service worker starts, so the page's own requests are the whole cost.
 */
export async function measureDataSaverFirstVisit(
  base: string,
  options: { chromePath: string; acceptSelfSigned: boolean },
): Promise<VisitBytes> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: options.acceptSelfSigned,
    });
    await context.addInitScript(() => window.localStorage.setItem('data-saver', 'on'));
    const responses = await countVisit(await context.newPage(), `${base}/home`);
    return { ...countNetworkBytes(responses), largest: paidLargestFirst(responses) };
  } finally {
    await browser.close();
  }
}
