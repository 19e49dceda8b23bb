import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  AFTER_PICTURE_GLOBAL,
  bootEarlyAnswer,
  bootEarlyCall,
  bootPlay,
  bootScript,
  EARLY_CALLS,
  playLabels,
  screenWordsFiles,
  shellWords,
  type BootStart,
} from '../../../scripts/boot-script';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from '../../../src/adapters/http/early-answer';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';
import { HttpTournamentGateway } from '../../../src/adapters/http/http-tournament-gateway';

const ORIGIN = 'https://play.test';
const ok = (data: unknown) => new Response(JSON.stringify({ status: 'OK', data, errors: [] }));
const trailers = (posterUrl: string, hero: Record<string, unknown> = {}) => ({
  trailers: [{ id: 't1', title: 'Trailer', posterUrl, gameUniqueName: 'rally', ...hero }],
});
const game = { id: 'g1', name: 'Rally', uniqueName: 'rally chase', bannerUrl: '/art/rally.png', genre: 'racing' };

/** A window as the boot script sees it, before React: the static first paint with its top bar. */
function bootWindow(
  pathname: string,
  answers: Record<string, unknown>,
  token: string | null = null,
  config: Record<string, unknown> = { apiBaseUrl: '', allowedRedirectOrigins: [] },
  device: {
    dataSaver?: string;
    familyMode?: string;
    connection?: { saveData?: boolean; effectiveType?: string };
    locale?: string;
    languages?: string[];
  } = {},
) {
  const painted: Array<Record<string, unknown>> = [];
  /** An element as the boot script builds it: attributes set as text, and whether it was taken out. */
  const element = (tag: string) => {
    const children: unknown[] = [];
    const attributes: Record<string, string> = {};
    const made: Record<string, unknown> = {
      tag,
      dataset: {},
      children,
      attributes,
      removed: false,
      appendChild: (child: unknown) => children.push(child),
      setAttribute: (name: string, value: string) => void (attributes[name] = value),
      remove: () => void (made.removed = true),
    };
    return made;
  };
  /** Scripts appended to <head>: the portal's entry once the boot script starts it. */
  const started: string[] = [];
  /** Links appended to <head>: the game pages a Play link's first touch prefetches. */
  const links: Array<Record<string, unknown>> = [];
  /** The document's listeners, by event type. */
  const listeners: Record<string, Array<(event: unknown) => void>> = {};
  const timers: Array<{ task: () => void; ms: number }> = [];
  const observers: Array<(list: { getEntries: () => Array<{ element: unknown }> }) => void> = [];
  const fetch = vi.fn(async (url: string) => {
    if (url === '/config.json') return new Response(JSON.stringify(config));
    return url in answers ? ok(answers[url]) : new Response('', { status: 404 });
  });
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  const win = {
    fetch,
    location: { pathname, origin: ORIGIN },
    localStorage: {
      getItem: (key: string) =>
        ({ 'auth-token': token, 'data-saver': device.dataSaver, locale: device.locale, 'family-mode': device.familyMode })[key] ??
        null,
    },
    navigator: { connection: device.connection, languages: device.languages },
    sessionStorage: { getItem: () => null },
    setTimeout: (task: () => void, ms: number) => timers.push({ task, ms }),
    history: { pushState: vi.fn() },
    dispatchEvent: vi.fn(),
    PopStateEvent: class {
      constructor(readonly type: string) {}
    },
    PerformanceObserver: FakeObserver,
    document: {
      querySelector: (selector: string) => (selector === '#root > .boot-bar' ? {} : null),
      createElement: element,
      createElementNS: (_: string, tag: string) => element(tag),
      head: {
        appendChild: (child: { src: string; type: string; tag: string }) =>
          child.tag === 'link' ? links.push(child) : started.push(`${child.type} ${child.src}`),
      },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
      body: { appendChild: (img: Record<string, unknown>) => painted.push(img) },
    },
  } as unknown as Parameters<typeof bootEarlyCall>[3] & { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };
  /** The browser reports the boot picture (or another element) as a largest-contentful-paint candidate. */
  const paint = (element: unknown) => observers.forEach((callback) => callback({ getEntries: () => [{ element }] }));
  const deadline = () => timers.filter(({ ms }) => ms === START.holdMs).forEach(({ task }) => task());
  /** A pointerdown or click on a link of this origin (its address and data attributes). */
  const touch = (type: 'pointerdown' | 'click', pathname: string, dataset: Record<string, string> = {}) => {
    const link = { origin: ORIGIN, pathname, dataset };
    listeners[type]?.forEach((listener) => listener({ target: { closest: () => link } }));
  };
  const later = (ms: number) => timers.filter((timer) => timer.ms === ms).forEach(({ task }) => task());
  return { win, fetch, painted, started, paint, deadline, links, touch, later };
}

const START: BootStart = { entry: '/assets/index-abc.js', sameOriginApi: true, holdMs: 2000 };
const ENTRY = `module ${START.entry}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sizes = { trailer: [480, 200], banner: [1200, 500], card: [320, 240], 'tournament-banner': [640, 240] } as Record<
  string,
  [number, number]
>;
const GENRE_API = '/api/play/v3/games/genre/byname/racing/1/20/false';
const genreGame = (thumbnailUrl: unknown, id = 'g1') => ({ ...game, id, thumbnailUrl });

/** The gateway over the HTTP client that takes the boot script's calls as its first attempts. */
function gatewayAdopting(answers: EarlyAnswers | undefined, token: string | null, apiBaseUrl = '') {
  const network = vi.fn(async () => ok({}));
  const onUnauthorized = vi.fn();
  const http = new HttpClient({
    apiBaseUrl,
    timeoutMs: 0,
    getToken: () => token,
    onUnauthorized,
    fetch: network as unknown as typeof fetch,
    earlyAnswers: answers,
  });
  return {
    catalogue: new HttpGameCatalogueGateway(http),
    tournaments: new HttpTournamentGateway(http),
    network,
    onUnauthorized,
  };
}

describe("index.html's boot script", () => {
  it("starts /home's first call with the player's token, and the gateway's own call takes its answer", async () => {
    const { win, fetch, painted } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') }, 'tok-9');
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/play/homepage/top/patch', {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok-9' },
    });
    expect(painted).toEqual([
      expect.objectContaining({ className: 'boot-picture', src: `${ORIGIN}/art/hero.png`, width: 480, height: 200, alt: '' }),
    ]);

    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], 'tok-9');
    await expect(catalogue.trailers()).resolves.toEqual([expect.objectContaining({ posterUrl: '/art/hero.png' })]);
    expect(network).not.toHaveBeenCalled();
  });

  it("paints a game page's banner, for a name that needs encoding, and the gateway takes the answer", async () => {
    const path = '/api/play/game/detail/byname/rally%20chase';
    const { win, painted } = bootWindow('/game-details/rally%20chase', { [path]: { games: [game] } });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(painted).toEqual([expect.objectContaining({ src: `${ORIGIN}/art/rally.png`, width: 1200, height: 500 })]);
    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
    await expect(catalogue.detail('rally chase')).resolves.toMatchObject({ name: 'Rally' });
    expect(network).not.toHaveBeenCalled();
  });

  it("starts a play address's game details with the portal's code, paints nothing, and the gateway takes the answer", async () => {
    const path = '/api/play/game/detail/byname/rally%20chase';
    const { win, fetch, painted, started } = bootWindow('/play/rally%20chase', { [path]: { games: [game] } }, 'tok-9');
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    expect(started).toEqual([ENTRY]);
    await settle();
    expect(fetch).toHaveBeenCalledWith(path, { headers: { Accept: 'application/json', Authorization: 'Bearer tok-9' } });
    expect(painted).toEqual([]);
    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], 'tok-9');
    await expect(catalogue.detail('rally chase')).resolves.toMatchObject({ name: 'Rally' });
    expect(network).not.toHaveBeenCalled();
  });

  it("paints a genre's first card picture, in a grid of the page's columns, and the gateway takes the answer", async () => {
    const answer = { games: [genreGame('/art/rally-thumb.png'), genreGame('/art/second.png', 'g2')] };
    const { win, painted } = bootWindow('/genres/racing', { [GENRE_API]: answer });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(painted).toEqual([
      expect.objectContaining({
        className: 'boot-grid',
        children: [
          expect.objectContaining({
            className: 'boot-thumb',
            children: [
              expect.objectContaining({
                className: 'boot-picture',
                dataset: { picture: 'card' },
                src: `${ORIGIN}/art/rally-thumb.png`,
                width: 320,
                height: 240,
                alt: '',
              }),
            ],
          }),
        ],
      }),
    ]);
    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
    await expect(catalogue.genreGames({ genre: 'racing', page: 1, limit: 20, selectedRow: false })).resolves.toHaveLength(2);
    expect(network).not.toHaveBeenCalled();
  });

  it("reads a genre's first game leniently: the first entry that is an object, its thumbnail through the URL guard", async () => {
    const lenient = bootWindow('/genres/racing', { [GENRE_API]: { games: [null, 'junk', genreGame('/art/first.png')] } });
    bootEarlyCall(EARLY_CALLS, sizes, START, lenient.win);
    await settle();
    expect(lenient.painted).toEqual([
      expect.objectContaining({
        children: [expect.objectContaining({ children: [expect.objectContaining({ src: `${ORIGIN}/art/first.png` })] })],
      }),
    ]);

    for (const games of [[genreGame('javascript:alert(1)')], [genreGame(42)], [genreGame(undefined)], [], 'games', { 0: game }]) {
      const refused = bootWindow('/genres/racing', { [GENRE_API]: { games } });
      bootEarlyCall(EARLY_CALLS, sizes, START, refused.win);
      await settle();
      expect(refused.painted).toEqual([]);
      // Nothing to paint: the portal's code starts without waiting for the hold.
      expect(refused.started).toEqual([ENTRY]);
    }
  });

  describe("/tournament's banner, from the details of the tournament config.json names", () => {
    const tournament = { id: 'cup 1', name: 'Winter Cup', currentState: 'SEMI-FINAL', bannerUrl: '/art/cup.png' };
    const config = { apiBaseUrl: '', allowedRedirectOrigins: [], tournament: { org: 'gp arena', id: 'cup 1' } };
    const DETAILS_API = '/api/tournament/details/gp%20arena/cup%201';
    const BUILT: BootStart = { ...START, configFields: { 'tournament.org': 'gp arena', 'tournament.id': 'cup 1' } };

    it("is asked for beside config.json with this build's tournament, painted, and the gateway takes the answer", async () => {
      const { win, fetch, painted, started, paint } = bootWindow(
        '/tournament',
        { [DETAILS_API]: { tournament } },
        'tok-9',
        config,
      );
      bootEarlyCall(EARLY_CALLS, sizes, BUILT, win);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([DETAILS_API, '/config.json']);
      await settle();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(painted).toEqual([
        expect.objectContaining({
          className: 'boot-picture',
          src: `${ORIGIN}/art/cup.png`,
          width: 640,
          height: 240,
          dataset: { picture: 'tournament-banner' },
        }),
      ]);
      // The portal's code waits for the banner's paint, as on /home.
      expect(started).toEqual([]);
      paint(painted[0]);
      expect(started).toEqual([ENTRY]);

      const { tournaments, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], 'tok-9');
      await expect(tournaments.details('gp arena', 'cup 1')).resolves.toMatchObject({
        name: 'Winter Cup',
        bannerUrl: '/art/cup.png',
      });
      expect(network).not.toHaveBeenCalled();
    });

    it('is asked for again when config.json names another tournament than the build, and that answer is the one taken', async () => {
      const other = { ...config, tournament: { org: 'gp arena', id: 'cup 2' } };
      const answers = {
        '/api/tournament/details/gp%20arena/cup%202': { tournament: { ...tournament, id: 'cup 2', bannerUrl: '/art/cup-2.png' } },
      };
      const { win, fetch, painted } = bootWindow('/tournament', answers, null, other);
      bootEarlyCall(EARLY_CALLS, sizes, BUILT, win);
      await settle();
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([
        DETAILS_API,
        '/config.json',
        '/api/tournament/details/gp%20arena/cup%202',
      ]);
      expect(painted).toEqual([expect.objectContaining({ src: `${ORIGIN}/art/cup-2.png` })]);
      const { tournaments, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
      await expect(tournaments.details('gp arena', 'cup 2')).resolves.toMatchObject({ bannerUrl: '/art/cup-2.png' });
      expect(network).not.toHaveBeenCalled();
    });

    it("asks for nothing and paints nothing while family mode may guard the player, and starts the portal's code", async () => {
      const { win, fetch, painted, started } = bootWindow('/tournament', { [DETAILS_API]: { tournament } }, null, config, {
        familyMode: JSON.stringify({ u1: { on: true } }),
      });
      bootEarlyCall(EARLY_CALLS, sizes, BUILT, win);
      expect(started).toEqual([ENTRY]);
      await settle();
      expect(fetch).not.toHaveBeenCalled();
      expect(painted).toEqual([]);
    });

    it("asks for nothing when config.json names no tournament, and starts the portal's code", async () => {
      const { win, fetch, painted, started } = bootWindow('/tournament', {}, null, { apiBaseUrl: '' });
      bootEarlyCall(EARLY_CALLS, sizes, { ...START, sameOriginApi: false }, win);
      await settle();
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
      expect(painted).toEqual([]);
      expect(started).toEqual([ENTRY]);
    });
  });

  it("holds a genre page's portal code until its first card picture is painted", async () => {
    const { win, started, painted, paint } = bootWindow('/genres/racing', { [GENRE_API]: { games: [genreGame('/art/a.png')] } });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(started).toEqual([]);
    const img = (painted[0] as { children: Array<{ children: unknown[] }> }).children[0]!.children[0];
    paint(painted[0]);
    expect(started).toEqual([]);
    paint(img);
    expect(started).toEqual([ENTRY]);
  });

  it.each([
    ['another origin', 'https://elsewhere.test/hero.png'],
    ['a protocol-relative address', '//elsewhere.test/hero.png'],
    ['script', 'javascript:alert(1)'],
    ['credentials', 'https://user:pass@play.test/hero.png'],
    ['a control character', '/hero\u0000.png'],
  ])('paints nothing for a picture URL the URL guard refuses: %s', async (_, posterUrl) => {
    const { win, painted } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers(posterUrl) });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(painted).toEqual([]);
  });

  // Spec §7 "retried up to 3 times, waiting 1 s, 2 s, 3 s" (decision 0053).
  it("is the first attempt of the gateway's call: a 503 is retried 1 s after it came, and no sooner", async () => {
    vi.useFakeTimers();
    try {
      const { win } = bootWindow('/home', {}, 'tok-9');
      const answered = vi.fn(async (url: string) =>
        url === '/config.json' ? new Response('{"apiBaseUrl":""}') : new Response('', { status: 503 }),
      );
      win.fetch = answered as unknown as typeof fetch;
      bootEarlyCall(EARLY_CALLS, sizes, START, win);
      await vi.advanceTimersByTimeAsync(0);
      expect(win[EARLY_ANSWERS_GLOBAL]?.['/api/play/homepage/top/patch']?.settledAt).toBe(Date.now());
      // The portal's code arrives 300 ms after the failure.
      await vi.advanceTimersByTimeAsync(300);
      const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], 'tok-9');
      const trailersShown = catalogue.trailers();
      await vi.advanceTimersByTimeAsync(699);
      expect(network).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(network).toHaveBeenCalledOnce();
      await expect(trailersShown).resolves.toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 to the first call ends the session though the portal never asks again (spec §7)', async () => {
    const { win } = bootWindow('/home', {}, 'tok-9');
    win.fetch = (async (url: string) =>
      url === '/config.json' ? new Response('{"apiBaseUrl":""}') : new Response('', { status: 401 })) as typeof fetch;
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    const { catalogue, network, onUnauthorized } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], 'tok-9');
    await expect(catalogue.trailers()).rejects.toMatchObject({ reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(network).not.toHaveBeenCalled();
  });

  it('does nothing on a page without an early call', async () => {
    const { win, fetch } = bootWindow('/profile', {});
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(win[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
  });

  it('is inlined as the function and its calls, run with the window', () => {
    const script = bootScript(START);
    expect(script.startsWith('(')).toBe(true);
    expect(script).toContain(JSON.stringify(EARLY_CALLS));
    expect(script.endsWith(', window);')).toBe(true);
    expect(script).toContain(EARLY_ANSWERS_GLOBAL);
  });

  it("starts the shell's words of the portal's language with the entry, not after the entry has run", () => {
    const WORDS = { en: '/assets/en-shell.js', bn: '/assets/bn-shell.js' };
    const preloads = (device: Parameters<typeof bootWindow>[4]) => {
      const boot = bootWindow('/search', {}, null, undefined, device);
      bootEarlyCall(EARLY_CALLS, sizes, { ...START, words: WORDS }, boot.win);
      expect(boot.started).toEqual([ENTRY]);
      return boot.links.map((link) => `${String(link.rel)} ${String(link.href)}`);
    };
    expect(preloads({ locale: 'bn', languages: ['en-US'] })).toEqual(['modulepreload /assets/bn-shell.js']);
    expect(preloads({ languages: ['fr', 'bn-BD'] })).toEqual(['modulepreload /assets/bn-shell.js']);
    expect(preloads({ languages: ['de'] })).toEqual(['modulepreload /assets/en-shell.js']);
  });

  it("finds each language's shell words and lazy screens' words in the build's bundle", () => {
    const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });
    const bundle = {
      a: chunk('assets/en-1.js', '/app/src/ui/i18n/locales/en.po'),
      b: chunk('assets/bn-2.js', '/app/src/ui/i18n/locales/bn.po'),
      c: chunk('assets/en-3.js', '/app/src/ui/i18n/lazy-screen-locales/en.po'),
      d: { type: 'asset', fileName: 'assets/x.css' },
    };
    expect(shellWords(bundle)).toEqual({ en: '/assets/en-1.js', bn: '/assets/bn-2.js' });
    expect(screenWordsFiles(bundle)).toEqual({ en: '/assets/en-3.js' });
    expect(shellWords(undefined)).toEqual({});
  });

  it("is written into index.html with this build's config.json fields that the early calls name, and no others", () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-config-'));
    try {
      const configFile = join(dir, 'config.json');
      writeFileSync(
        configFile,
        JSON.stringify({ apiBaseUrl: '', vapidPublicKey: 'k', tournament: { org: 'gp arena', id: 'cup 1' } }),
      );
      const plugin = bootEarlyAnswer(configFile);
      const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
      const html = transform.handler('<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head>');
      expect(html).toContain('"configFields":{"tournament.org":"gp arena","tournament.id":"cup 1"}');
      expect(html).not.toContain('vapidPublicKey');
      expect(html).not.toContain('<script type="module"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("starts the portal's code only once the boot picture is painted, then the queued screen files", async () => {
    const { win, started, painted, paint } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    const preloads: string[] = [];
    win[AFTER_PICTURE_GLOBAL]!(() => preloads.push('screen files'));
    await settle();
    expect(painted).toHaveLength(1);
    expect(started).toEqual([]);
    paint({ other: 'element' });
    expect(started).toEqual([]);
    paint(painted[0]);
    expect(started).toEqual([ENTRY]);
    expect(preloads).toEqual(['screen files']);
    paint(painted[0]);
    expect(started).toEqual([ENTRY]);
    // Queued after the start: runs at once.
    win[AFTER_PICTURE_GLOBAL]!(() => preloads.push('later'));
    expect(preloads).toEqual(['screen files', 'later']);
  });

  it('starts the portal at once on a page without a picture to paint', async () => {
    for (const path of ['/profile', '/genres']) {
      const { win, started } = bootWindow(path, {});
      bootEarlyCall(EARLY_CALLS, sizes, START, win);
      expect(started).toEqual([ENTRY]);
    }
  });

  it('starts the portal when there is nothing to paint: a failed call, a refused picture, a failed download', async () => {
    const failed = bootWindow('/home', {});
    bootEarlyCall(EARLY_CALLS, sizes, START, failed.win);
    await settle();
    expect(failed.started).toEqual([ENTRY]);

    const refused = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('javascript:alert(1)') });
    bootEarlyCall(EARLY_CALLS, sizes, START, refused.win);
    await settle();
    expect(refused.started).toEqual([ENTRY]);

    const broken = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') });
    bootEarlyCall(EARLY_CALLS, sizes, START, broken.win);
    await settle();
    expect(broken.started).toEqual([]);
    (broken.painted[0]!.onerror as () => void)();
    expect(broken.started).toEqual([ENTRY]);
  });

  it('starts the portal at the latest after the hold, when the picture has not painted', async () => {
    const { win, started, deadline } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(started).toEqual([]);
    deadline();
    expect(started).toEqual([ENTRY]);
  });

  it("asks for the first call beside config.json when this build's API is on this origin, and uses it", async () => {
    const { win, fetch } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') });
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/play/homepage/top/patch', '/config.json']);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never sends the token beside config.json to an API config.json has not named', async () => {
    const other = { apiBaseUrl: 'https://api.play.test', allowedRedirectOrigins: [] };
    const answers = { 'https://api.play.test/api/play/homepage/top/patch': trailers('/art/hero.png') };
    const later = bootWindow('/home', answers, 'tok-9', other);
    bootEarlyCall(EARLY_CALLS, sizes, { ...START, sameOriginApi: false }, later.win);
    expect(later.fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    await settle();
    expect(later.fetch.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      'https://api.play.test/api/play/homepage/top/patch',
    ]);
    expect(later.painted).toHaveLength(1);

    // Built for this origin but deployed with another API: the call beside config.json is not
    // adopted, the one to the API config.json named is.
    const moved = bootWindow('/home', answers, 'tok-9', other);
    bootEarlyCall(EARLY_CALLS, sizes, START, moved.win);
    await settle();
    expect(moved.fetch.mock.calls.map(([url]) => url)).toContain('https://api.play.test/api/play/homepage/top/patch');
    const { catalogue, network } = gatewayAdopting(moved.win[EARLY_ANSWERS_GLOBAL], 'tok-9', other.apiBaseUrl);
    await expect(catalogue.trailers()).resolves.toHaveLength(1);
    expect(network).not.toHaveBeenCalled();
  });

  it.each([
    ['the player turned data saver on', { dataSaver: 'on' }],
    ['the browser asks to save data', { connection: { saveData: true } }],
    ['the line is 2g', { connection: { effectiveType: '2g' } }],
  ])('with data saver on (%s) it paints no picture and starts the portal at once', async (_, device) => {
    const answers = { '/api/play/homepage/top/patch': trailers('/art/hero.png') };
    const { win, fetch, painted, started } = bootWindow('/home', answers, null, undefined, device);
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    expect(started).toEqual([ENTRY]);
    await settle();
    expect(painted).toEqual([]);
    // The first call still starts early, for the screen to take.
    expect(fetch).toHaveBeenCalledWith('/api/play/homepage/top/patch', expect.anything());
  });

  it('paints on a 2g line when the player turned data saver off', async () => {
    const answers = { '/api/play/homepage/top/patch': trailers('/art/hero.png') };
    const device = { dataSaver: 'off', connection: { saveData: true, effectiveType: '2g' } };
    const { win, painted, started } = bootWindow('/home', answers, null, undefined, device);
    bootEarlyCall(EARLY_CALLS, sizes, START, win);
    await settle();
    expect(painted).toHaveLength(1);
    expect(started).toEqual([]);
  });
  describe("a Play link's first touch, before the portal's own first-touch code", () => {
    const HERO_API = '/api/play/homepage/top/patch';
    const DETAIL_API = '/api/play/game/detail/byname/rally%20chase';
    const SCREEN_WORDS = { en: '/assets/en-screens.js', bn: '/assets/bn-screens.js' };
    const WITH_PLAY: BootStart = { ...START, play: bootPlay(), screenWords: SCREEN_WORDS };
    const homeWith = async (detail: Record<string, unknown>, device: Parameters<typeof bootWindow>[4] = {}) => {
      const answers = { [HERO_API]: trailers('/art/hero.png'), [DETAIL_API]: { games: { ...game, ...detail } } };
      const boot = bootWindow('/home', answers, null, undefined, device);
      bootEarlyCall(EARLY_CALLS, sizes, WITH_PLAY, boot.win);
      await settle();
      const files: string[] = [];
      boot.win[AFTER_PICTURE_GLOBAL]!((pathname) => files.push(pathname ?? 'the page'));
      files.length = 0;
      return { ...boot, files };
    };
    const detailsAsked = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([url]) => url === DETAIL_API).length;

    it("a game card's Play asks for the game's details and starts the play screen's files and words, once, and prefetches no page", async () => {
      const page = '/games/racer/?mode=sprint&speed=2';
      const { win, fetch, links, files, touch } = await homeWith({ isPremium: false, playUrl: page });
      touch('pointerdown', '/play/rally%20chase', { gamePage: page });
      touch('pointerdown', '/play/rally%20chase', { gamePage: page });
      touch('click', '/play/rally%20chase', { gamePage: page });
      await settle();
      expect(detailsAsked(fetch)).toBe(1);
      expect(files).toEqual(['/play/rally%20chase']);
      // The lazy screens' words of the portal's language; no copy of the game's page: its sandboxed
      // frame does not take a prefetched copy, and the page would come twice.
      expect(links).toEqual([expect.objectContaining({ rel: 'modulepreload', href: SCREEN_WORDS.en })]);
      // The play screen's gateway takes that answer as its call's first attempt.
      const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
      await expect(catalogue.detail('rally chase')).resolves.toMatchObject({ name: 'Rally' });
      expect(network).not.toHaveBeenCalled();
    });

    it("with data saver on a touch fetches nothing; the tap asks for the details and starts the play screen's files", async () => {
      const { fetch, files, links, touch } = await homeWith({ isPremium: false, playUrl: '/games/racer/' }, { dataSaver: 'on' });
      touch('pointerdown', '/play/rally%20chase', { gamePage: '/games/racer/' });
      await settle();
      expect(detailsAsked(fetch)).toBe(0);
      expect(files).toEqual([]);
      expect(links).toEqual([]);
      touch('click', '/play/rally%20chase', { gamePage: '/games/racer/' });
      await settle();
      expect(detailsAsked(fetch)).toBe(1);
      expect(files).toEqual(['/play/rally%20chase']);
      expect(links).toEqual([expect.objectContaining({ rel: 'modulepreload', href: SCREEN_WORDS.en })]);
    });

    it('a touch no play screen followed leaves no answer for a later visit of the game after 30 s', async () => {
      const { win, touch, later } = await homeWith({ isPremium: false });
      touch('pointerdown', '/play/rally%20chase');
      await settle();
      expect(win[EARLY_ANSWERS_GLOBAL]).toHaveProperty([DETAIL_API]);
      later(30_000);
      expect(win[EARLY_ANSWERS_GLOBAL]).not.toHaveProperty([DETAIL_API]);
    });

    it('a link elsewhere is left alone', async () => {
      const { fetch, links, files, touch } = await homeWith({ isPremium: false });
      touch('pointerdown', '/game-details/rally%20chase', { gamePage: '/games/racer/' });
      await settle();
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/play/homepage/top/patch', '/config.json']);
      expect(links).toEqual([]);
      expect(files).toEqual([]);
    });
  });

  describe("/home's hero Play control", () => {
    const WITH_PLAY: BootStart = { ...START, play: bootPlay() };
    const HERO_API = '/api/play/homepage/top/patch';
    const heroAt = async (hero: Record<string, unknown> = {}, device: Parameters<typeof bootWindow>[4] = {}) => {
      const boot = bootWindow('/home', { [HERO_API]: trailers('/art/hero.png', hero) }, null, undefined, device);
      bootEarlyCall(EARLY_CALLS, sizes, WITH_PLAY, boot.win);
      await settle();
      return { ...boot, link: boot.painted.find((element) => element.className === 'boot-play') };
    };
    const tap = (link: Record<string, unknown> | undefined, event: Partial<MouseEvent> = {}) => {
      const preventDefault = vi.fn();
      (link!.onclick as (event: unknown) => void)({ button: 0, preventDefault, ...event });
      return preventDefault;
    };

    it("is a link to the trailer's game's play screen, named in words, beside the poster, and the early call is still the gateway's", async () => {
      const { win, painted, link } = await heroAt({ title: 'Rally Chase: official trailer', gameUniqueName: 'rally-chase' });
      expect(painted.map((element) => element.className)).toEqual(['boot-picture', 'boot-play']);
      expect(link).toMatchObject({
        tag: 'a',
        href: '/play/rally-chase',
        attributes: { 'aria-label': 'Play Rally Chase: official trailer' },
        children: [expect.objectContaining({ tag: 'svg', attributes: expect.objectContaining({ 'aria-hidden': 'true' }) })],
      });
      const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
      await expect(catalogue.trailers()).resolves.toHaveLength(1);
      expect(network).not.toHaveBeenCalled();
    });

    it("encodes the game's name as one segment of the address and sets the title as text", async () => {
      const hostile = { title: '<img src=x onerror=alert(1)> $& $1', gameUniqueName: '../../x"><script>?a=1#b' };
      const { link } = await heroAt(hostile);
      expect(link!.href).toBe(`/play/${encodeURIComponent(hostile.gameUniqueName)}`);
      expect(link!.attributes).toMatchObject({ 'aria-label': `Play ${hostile.title}` });
      expect(link).not.toHaveProperty('innerHTML');
    });

    it.each([
      ['no title', { title: '  ' }],
      ['no game', { gameUniqueName: '' }],
      ['a game that is not a name', { gameUniqueName: 42 }],
      ['a name the address would drop', { gameUniqueName: '..' }],
    ])('paints the picture without a Play control for a trailer with %s', async (_, hero) => {
      const { painted, link } = await heroAt(hero);
      expect(painted).toHaveLength(1);
      expect(link).toBeUndefined();
    });

    it("is named in the portal's language: the player's choice, otherwise the browser's", async () => {
      const title = { title: 'Rally' };
      expect((await heroAt(title, { locale: 'bn' })).link!.attributes).toMatchObject({ 'aria-label': 'Rally খেলুন' });
      expect((await heroAt(title, { languages: ['fr', 'bn-BD'] })).link!.attributes).toMatchObject({
        'aria-label': 'Rally খেলুন',
      });
      expect((await heroAt(title, { locale: 'en', languages: ['bn'] })).link!.attributes).toMatchObject({
        'aria-label': 'Play Rally',
      });
      expect((await heroAt(title, { locale: 'constructor', languages: ['de'] })).link!.attributes).toMatchObject({
        'aria-label': 'Play Rally',
      });
    });

    it('takes the names from the catalogues', () => {
      expect(playLabels()).toEqual({ en: 'Play {0}', bn: '{0} খেলুন' });
    });

    it("a tap before the portal's code has run opens the play screen on this page and starts the portal's code at once", async () => {
      const { win, painted, link, started } = await heroAt();
      expect(started).toEqual([]);
      const prevented = tap(link);
      expect(prevented).toHaveBeenCalledOnce();
      expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/play/rally');
      expect(win.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'popstate' }));
      expect(painted.map((element) => element.removed)).toEqual([true, true]);
      expect(started).toEqual([ENTRY]);
    });

    it("a tap asks for the play screen's game details at once, and the gateway's call takes that answer", async () => {
      const DETAIL_API = '/api/play/game/detail/byname/rally%20chase';
      const hero = trailers('/art/hero.png', { gameUniqueName: 'rally chase' });
      const { win, fetch, painted } = bootWindow('/home', { [HERO_API]: hero, [DETAIL_API]: { games: [game] } });
      bootEarlyCall(EARLY_CALLS, sizes, WITH_PLAY, win);
      await settle();
      expect(fetch).not.toHaveBeenCalledWith(DETAIL_API, expect.anything());
      tap(painted.find((element) => element.className === 'boot-play'));
      expect(fetch).toHaveBeenCalledWith(DETAIL_API, { headers: { Accept: 'application/json' } });
      const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
      await expect(catalogue.detail('rally chase')).resolves.toMatchObject({ name: 'Rally' });
      expect(network).not.toHaveBeenCalled();
    });

    it("its first touch starts the portal's code; a tap with a modifier or another button is the plain link's", async () => {
      const { win, link, started } = await heroAt();
      (link!.onpointerdown as () => void)();
      expect(started).toEqual([ENTRY]);
      for (const event of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
        expect(tap(link, event)).not.toHaveBeenCalled();
      expect(win.history.pushState).not.toHaveBeenCalled();
    });

    it("a tap once the portal's code has started starts the play screen's files too: the queued tasks run again for its address", async () => {
      const { win, link, started } = await heroAt();
      const addresses: string[] = [];
      let address = '/home';
      win.history.pushState = ((_state: unknown, _title: string, url: string) => void (address = url)) as History['pushState'];
      win[AFTER_PICTURE_GLOBAL]!(() => addresses.push(address));
      (link!.onpointerdown as () => void)();
      expect(addresses).toEqual(['/home']);
      tap(link);
      expect(addresses).toEqual(['/home', '/play/rally']);
      expect(started).toEqual([ENTRY]);
    });

    it('with data saver on it paints no Play control, as no picture', async () => {
      const { painted } = await heroAt({}, { dataSaver: 'on' });
      expect(painted).toEqual([]);
    });
  });
});
