import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { resetMock } from './mock-control';

/** A phone, the portal's first target (design guide: mobile first at 360 px). */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/**
 * For a file whose tests need the service worker (offline start, the update offer, the cached
 * lists): every other file's contexts block it. A test's context is a first visit, which the
 * service worker never controls; it would only install in the background and precache the whole
 * build (about 1.1 MB) for each test, on a machine that runs the whole suite on two cores.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** A failed request the test provokes on purpose; Chromium logs it as a console error. */
export interface ExpectedFailure {
  path: string;
  status: number;
}

export interface E2eSession {
  /** The page of the current test (a fresh context per test: no cookies, no storage). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors so far in this test. */
  readonly problems: readonly string[];
  /**
   * Declares a failed request this test provokes (a fault): Chromium prints
   * "Failed to load resource: … status of 503" for it, which is not a defect of the portal.
   */
  allowFailedRequest(failure: ExpectedFailure): void;
  /**
   * Declares that this test takes the browser offline (context.setOffline): Chromium prints
   * "Failed to load resource: net::ERR_INTERNET_DISCONNECTED" for every request made meanwhile
   * (a live stream reconnecting), which is the offline state under test, not a defect.
   */
  allowOfflineRequests(): void;
}

/**
 * Registers the hooks of one e2e file: a connection to the run's browser, a fresh mock and a fresh phone
 * context per test, and after each test the assertion that the page logged no console error and
 * threw no uncaught error. Call once at the top level of a test file.
 */
export function setupBrowser(contextOptions: Parameters<Browser['newContext']>[0] = PHONE): E2eSession {
  let browser: Browser | undefined;
  let current:
    | {
        page: Page;
        context: BrowserContext;
        problems: string[];
        details: string[];
        allowed: ExpectedFailure[];
        offline: { allowed: boolean };
      }
    | undefined;

  beforeAll(async () => {
    // The run's one browser (tests/e2e/support/global-setup.ts); every context of it is a fresh
    // incognito profile.
    browser = await chromium.connect(inject('browserEndpoint'));
  });

  afterAll(async () => {
    // Closes this file's contexts and leaves the browser to the next file.
    await browser?.close();
  });

  beforeEach(async () => {
    await resetMock();
    if (!browser) throw new Error('The browser did not start (see beforeAll).');
    const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions, baseURL: inject('baseUrl') });
    // Shorter than the 30 s test timeout, so a missing element fails with Playwright's own message.
    context.setDefaultTimeout(10_000);
    const problems: string[] = [];
    const details: string[] = [];
    const allowed: ExpectedFailure[] = [];
    const offline = { allowed: false };
    context.on('console', (message) => {
      if (offline.allowed && message.text() === OFFLINE_FAILURE) return;
      if (message.type() === 'error' && !isAllowedFailure(message, allowed)) {
        problems.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
      }
    });
    context.on('weberror', (error) =>
      problems.push(`uncaught error on ${error.page()?.url() ?? '?'}: ${errorText(error.error())}`),
    );
    // What the page itself saw of an uncaught error: its value's type, text and stack, and when.
    // Playwright's own report of a rejection with a value that is not an Error has none of them.
    await context.addInitScript({ content: UNCAUGHT_DETAIL_SCRIPT });
    context.on('console', (message) => {
      if (message.type() === 'debug' && message.text().startsWith(UNCAUGHT_DETAIL)) details.push(message.text());
    });
    const page = await context.newPage();
    current = { page, context, problems, details, allowed, offline };
  });

  afterEach(async (test) => {
    const finished = current;
    current = undefined;
    if (!finished) return;
    await finished.context.close();
    // A failed test already reports its own cause; the page's errors are printed as a clue.
    const clue = [...finished.problems, ...finished.details].join('\n');
    if (test.task.result?.state === 'fail') {
      if (finished.problems.length) console.warn(`Page errors during "${test.task.name}":\n${clue}`);
      return;
    }
    expect(finished.problems, `console errors or uncaught errors in the page:\n${clue}`).toEqual([]);
  });

  const active = () => {
    if (!current) throw new Error('setupBrowser(): the page exists only inside a test.');
    return current;
  };
  return {
    get page() {
      return active().page;
    },
    get context() {
      return active().context;
    },
    get problems() {
      return active().problems;
    },
    allowFailedRequest(failure) {
      active().allowed.push(failure);
    },
    allowOfflineRequests() {
      active().offline.allowed = true;
    },
  };
}

/**
 * An uncaught error as Playwright hands it over: its name, message and stack, any of which may be
 * empty (a rejection with a value that is not an Error arrives with neither message nor stack).
 */
function errorText(error: Error): string {
  const head = [error.name, error.message].filter(Boolean).join(': ') || '(no name, no message)';
  return error.stack ? `${head}\n${error.stack}` : head;
}

/** The mark of the page's own note of an uncaught error (UNCAUGHT_DETAIL_SCRIPT). */
const UNCAUGHT_DETAIL = '[uncaught detail]';

/** Notes every uncaught error and unhandled rejection the page sees, as a console.debug line. */
const UNCAUGHT_DETAIL_SCRIPT = `(() => {
  const note = (kind, value) => console.debug(${JSON.stringify(UNCAUGHT_DETAIL)}, JSON.stringify({
    kind, type: typeof value, tag: Object.prototype.toString.call(value), text: String(value).slice(0, 300),
    stack: String((value && value.stack) || '').slice(0, 1000), url: location.href, at: Math.round(performance.now()),
  }));
  addEventListener('unhandledrejection', (event) => note('unhandledrejection', event.reason));
  addEventListener('error', (event) => note('error', event.error === undefined ? event.message : event.error));
})();`;

/** What Chromium logs for a request made while the browser is offline. */
const OFFLINE_FAILURE = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';

/**
 * Chromium reports a non-2xx fetch as console error "Failed to load resource: the server responded
 * with a status of 503 (…)" whose location is the request URL. Only that exact message, for the
 * declared path and status, is forgiven; any other error still fails the test.
 */
function isAllowedFailure(message: ConsoleMessage, allowed: readonly ExpectedFailure[]): boolean {
  const text = message.text();
  if (!text.startsWith('Failed to load resource: the server responded with a status of ')) return false;
  const url = message.location().url;
  const path = url ? new URL(url).pathname : '';
  return allowed.some((failure) => path === failure.path && text.includes(`status of ${failure.status} `));
}
