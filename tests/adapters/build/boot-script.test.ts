import { describe, expect, it, vi } from 'vitest';
import { bootEarlyCall, bootScript, EARLY_CALLS } from '../../../scripts/boot-script';
import { adoptEarlyAnswers, EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from '../../../src/adapters/http/early-answer';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';

const ORIGIN = 'https://play.test';
const ok = (data: unknown) => new Response(JSON.stringify({ status: 'OK', data, errors: [] }));
const trailers = (posterUrl: string) => ({
  trailers: [{ id: 't1', title: 'Trailer', posterUrl, gameUniqueName: 'rally' }],
});
const game = { id: 'g1', name: 'Rally', uniqueName: 'rally chase', bannerUrl: '/art/rally.png', genre: 'racing' };

/** A window as the boot script sees it, before React: the static first paint with its top bar. */
function bootWindow(pathname: string, answers: Record<string, unknown>, token: string | null = null) {
  const painted: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (url: string) => {
    if (url === '/config.json') return new Response(JSON.stringify({ apiBaseUrl: '', allowedRedirectOrigins: [] }));
    return url in answers ? ok(answers[url]) : new Response('', { status: 404 });
  });
  const win = {
    fetch,
    location: { pathname, origin: ORIGIN },
    localStorage: { getItem: (key: string) => (key === 'auth-token' ? token : null) },
    sessionStorage: { getItem: () => null },
    document: {
      querySelector: (selector: string) => (selector === '#root > .boot-bar' ? {} : null),
      createElement: () => ({ dataset: {} }),
      body: { appendChild: (img: Record<string, unknown>) => painted.push(img) },
    },
  } as unknown as Parameters<typeof bootEarlyCall>[2] & { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };
  return { win, fetch, painted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sizes = { trailer: [480, 200], banner: [1200, 500] } as Record<string, [number, number]>;

/** The gateway over the HTTP client over a fetch that adopts the boot script's answers. */
function gatewayAdopting(answers: EarlyAnswers | undefined, token: string | null) {
  const network = vi.fn(async () => ok({}));
  const http = new HttpClient({
    apiBaseUrl: '',
    timeoutMs: 0,
    getToken: () => token,
    onUnauthorized: () => undefined,
    fetch: adoptEarlyAnswers(network as unknown as typeof fetch, answers),
  });
  return { catalogue: new HttpGameCatalogueGateway(http), network };
}

describe("index.html's boot script", () => {
  it("starts /home's first call with the player's token, and the gateway's own call takes its answer", async () => {
    const { win, fetch, painted } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers('/art/hero.png') }, 'tok-9');
    bootEarlyCall(EARLY_CALLS, sizes, win);
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
    bootEarlyCall(EARLY_CALLS, sizes, win);
    await settle();
    expect(painted).toEqual([expect.objectContaining({ src: `${ORIGIN}/art/rally.png`, width: 1200, height: 500 })]);
    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
    await expect(catalogue.detail('rally chase')).resolves.toMatchObject({ name: 'Rally' });
    expect(network).not.toHaveBeenCalled();
  });

  it("asks for a genre's first page as its gateway does (nothing to paint there)", async () => {
    const path = '/api/play/v3/games/genre/byname/racing/1/20/false';
    const { win, painted } = bootWindow('/genres/racing', { [path]: { games: [game] } });
    bootEarlyCall(EARLY_CALLS, sizes, win);
    await settle();
    expect(painted).toEqual([]);
    const { catalogue, network } = gatewayAdopting(win[EARLY_ANSWERS_GLOBAL], null);
    await catalogue.genreGames({ genre: 'racing', page: 1, limit: 20, selectedRow: false });
    expect(network).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', 'https://elsewhere.test/hero.png'],
    ['a protocol-relative address', '//elsewhere.test/hero.png'],
    ['script', 'javascript:alert(1)'],
    ['credentials', 'https://user:pass@play.test/hero.png'],
    ['a control character', '/hero\u0000.png'],
  ])('paints nothing for a picture URL the URL guard refuses: %s', async (_, posterUrl) => {
    const { win, painted } = bootWindow('/home', { '/api/play/homepage/top/patch': trailers(posterUrl) });
    bootEarlyCall(EARLY_CALLS, sizes, win);
    await settle();
    expect(painted).toEqual([]);
  });

  it('does nothing on a page without an early call', async () => {
    const { win, fetch } = bootWindow('/profile', {});
    bootEarlyCall(EARLY_CALLS, sizes, win);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(win[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
  });

  it('is inlined as the function and its calls, run with the window', () => {
    const script = bootScript();
    expect(script.startsWith('(')).toBe(true);
    expect(script).toContain(JSON.stringify(EARLY_CALLS));
    expect(script.endsWith(', window);')).toBe(true);
    expect(script).toContain(EARLY_ANSWERS_GLOBAL);
  });
});
