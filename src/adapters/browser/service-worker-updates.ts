import type { AppUpdatesPort } from '../../application/ports/app-updates.port';
import { SERVICE_WORKER_URL } from './service-worker-url';

/** While the portal stays open, it asks for a new version this often (and whenever it is shown again). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  addEventListener(type: 'activated', listener: (event: { isUpdate?: boolean }) => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
  messageSW(message: object): Promise<unknown>;
}

/**
 * What the worker keeps of a visit: the configuration, the catalogue's answers, the artwork, and the
 * bundled games' pages the visit asked for (the daily challenge's, a played game's), so the next
 * visit finds them on the device instead of downloading them again.
 */
const WORTH_CACHING = /^\/(config\.json$|api\/play\/|mock-assets\/art\/|games\/[^/]+\/$)/;

/**
 * The portal's service worker (src/adapters/service-worker/sw.ts) registered with workbox-window,
 * which reports a new version waiting. Registered after the page's `load`, so the worker's
 * download of the app shell never competes with the first screen; workbox-window (about 2.5 KB)
 * is downloaded then too, not with the first load.
 */
export class ServiceWorkerUpdates implements AppUpdatesPort {
  private workbox: WorkboxLike | undefined;

  constructor(
    private readonly win: Window | undefined = globalThis.window,
    private readonly enabled = import.meta.env.PROD,
  ) {}

  watch(onUpdateReady: () => void): void {
    const win = this.win;
    if (!this.enabled || !win || !('serviceWorker' in win.navigator)) return;
    const start = () =>
      void this.register(win, onUpdateReady).catch((error: unknown) => console.warn('Offline support is off:', error));
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
  }

  apply(): void {
    const workbox = this.workbox;
    if (!workbox) return;
    // Reload once the new version controls the page, so every file comes from the same build.
    workbox.addEventListener('controlling', () => this.win?.location.reload());
    workbox.messageSkipWaiting();
  }

  private async register(win: Window, onUpdateReady: () => void): Promise<void> {
    const { Workbox } = await import('workbox-window');
    const workbox: WorkboxLike = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    this.workbox = workbox;
    // Also when a version downloaded on an earlier visit is still waiting.
    workbox.addEventListener('waiting', onUpdateReady);
    workbox.addEventListener('activated', (event) => {
      if (!event.isUpdate) void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: firstVisitUrls(win) } });
    });
    await workbox.register();
    const check = () => void workbox.update().catch(() => undefined);
    win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'visible' && check());
    win.addEventListener('online', check);
    win.setInterval(check, UPDATE_CHECK_MS);
  }
}

/** This page's requests the worker did not see (they came before it was installed) and would keep. */
export function firstVisitUrls(win: Pick<Window, 'location' | 'performance'>): string[] {
  const origin = win.location.origin;
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === origin && WORTH_CACHING.test(url.pathname);
    });
  return [...new Set(urls)];
}
