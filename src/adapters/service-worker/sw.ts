/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  ART_MAX_ENTRIES,
  CACHES,
  CATALOGUE_FRESHNESS_SECONDS,
  CATALOGUE_MAX_ENTRIES,
  CATALOGUE_REFRESH_SECONDS,
  PLAYED_GAME_MAX_AGE_SECONDS,
  PLAYED_GAME_MAX_ENTRIES,
  USER_CACHES,
} from './cache-names';
import { changedByWrites, hasBearer, requestKind } from './request-rules';
import { sessionCacheKey } from './session-cache-key';
import { listenForPush } from './push-handlers';
import { sandboxedGameHeaders } from './game-sandbox';
import { buildRevision, keptByBuild, stampedWithBuild } from './build-stamp';
import { RevalidateAfterWindow } from './revalidate-after-window';

/*
 * The portal's one service worker (scope '/', docs/decisions/0032): the app shell and the current
 * build's scripts and stylesheet precached, navigations answered with the shell (so the portal
 * starts without a network), the catalogue and the artwork cached as they are used, bundled games
 * from the saved games first, and the push notifications of spec §9.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The build writes the list of the app shell, scripts, stylesheet, manifest, icons and the bundled
// games' list here (written once: the build fills in one place only).
const precacheList = self.__WB_MANIFEST;
precacheAndRoute(precacheList);
/** This build: what a kept game page is marked with (./build-stamp.ts). */
const BUILD = buildRevision(precacheList);
cleanupOutdatedCaches();
// A first install takes over the open page at once (nothing to break). A new version waits until
// the player chooses to reload ("A new version is ready"), then takes over every tab.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: unknown; payload?: { urlsToCache?: unknown } } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CACHE_URLS') event.waitUntil(cacheFirstVisit(message.payload?.urlsToCache, event));
});

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });
const markedWithThisBuild = {
  cacheWillUpdate: async ({ response }: { response: Response }) => stampedWithBuild(response, BUILD),
};
const catalogueExpiry = () =>
  new ExpirationPlugin({
    maxAgeSeconds: CATALOGUE_FRESHNESS_SECONDS,
    maxEntries: CATALOGUE_MAX_ENTRIES,
    purgeOnQuotaError: true,
  });

const playedGameExpiry = () =>
  new ExpirationPlugin({
    maxEntries: PLAYED_GAME_MAX_ENTRIES,
    maxAgeSeconds: PLAYED_GAME_MAX_AGE_SECONDS,
    purgeOnQuotaError: true,
  });

const strategies: Record<'config' | 'guestCatalogue' | 'userCatalogue' | 'art' | 'playedGame' | 'gameFile', Strategy> = {
  config: new StaleWhileRevalidate({ cacheName: CACHES.config, plugins: [onlyComplete] }),
  guestCatalogue: new RevalidateAfterWindow({
    cacheName: CACHES.guestApi,
    refreshSeconds: CATALOGUE_REFRESH_SECONDS,
    plugins: [onlyComplete, catalogueExpiry()],
  }),
  userCatalogue: new RevalidateAfterWindow({
    cacheName: CACHES.userApi,
    refreshSeconds: CATALOGUE_REFRESH_SECONDS,
    plugins: [
      // Keyed by a digest of the bearer token: found again only by the same session.
      { cacheKeyWillBeUsed: async ({ request }) => sessionCacheKey(request) },
      { fetchDidSucceed: async ({ response }) => clearUserCachesOn401(response) },
      onlyComplete,
      catalogueExpiry(),
    ],
  }),
  art: new CacheFirst({
    cacheName: CACHES.art,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: ART_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
  playedGame: new CacheFirst({
    cacheName: CACHES.playedGames,
    matchOptions: { ignoreSearch: true },
    plugins: [onlyComplete, markedWithThisBuild, playedGameExpiry()],
  }),
  // What the page itself reads under /games (a game's page it saves or keeps for the daily
  // challenge): the deployed build's file, so a saved or played copy is the current one; a copy
  // kept during this build is that file already (asked for before this strategy); the kept one offline.
  gameFile: new NetworkFirst({
    cacheName: CACHES.playedGames,
    matchOptions: { ignoreSearch: true },
    plugins: [onlyComplete, markedWithThisBuild, playedGameExpiry()],
  }),
};

const appShell = createHandlerBoundToURL('/index.html');

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  // The precache answers its own files (workbox-precaching's listener, registered first).
  if (getCacheKeyForURL(request.url)) return;
  const url = new URL(request.url);
  switch (requestKind(request, self.location.origin)) {
    case 'navigation':
      return event.respondWith(appShell({ request, event, url, params: undefined }));
    case 'config':
      return event.respondWith(strategies.config.handle({ request, event }));
    case 'catalogue':
      return event.respondWith(
        hasBearer(request.headers)
          ? strategies.userCatalogue.handle({ request, event }).catch(() => publicAnswer(request))
          : strategies.guestCatalogue.handle({ request, event }),
      );
    case 'art':
      return event.respondWith(strategies.art.handle({ request, event }).catch(() => artPlaceholder()));
    case 'game':
      if (request.mode !== 'navigate') {
        return event.respondWith(
          keptThisBuild(request)
            .then((kept) => kept ?? strategies.gameFile.handle({ request, event }))
            .catch(async () => (await savedGame(request)) ?? Response.error()),
        );
      }
      // A game's page opened in a frame (or on its own): the copy kept on the device first.
      return event.respondWith(
        savedGame(request)
          .then((saved) => saved ?? strategies.playedGame.handle({ request, event }))
          .then(sandboxed),
      );
    case 'api':
      return event.respondWith(fetch(request).then(clearUserCachesOn401));
    case 'catalogue-write':
      return event.respondWith(fetch(request).then(afterWrite).then(clearUserCachesOn401));
    default:
      // 'never' and 'network': the browser's own fetch, untouched.
      return;
  }
});

/**
 * Offline, a signed-in player whose own answer is not cached sees the public one a guest would:
 * catalogue lists are the same for everyone, and a list that needs the session is never in the
 * guest cache (the server refuses it to a guest).
 */
async function publicAnswer(request: Request): Promise<Response> {
  const cached = await caches.match(request.url, { cacheName: CACHES.guestApi });
  if (cached) return cached;
  return Response.error();
}

/** A picture not cached yet shows as an empty tile offline, not as a broken image. */
function artPlaceholder(): Response {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#20243a"/></svg>';
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
}

/**
 * The first visit's answers arrived before the worker controlled the page: the page names them
 * once the worker is active, and they are cached now (as a guest's: no token reaches the worker
 * in a message), so that the next start without a network shows them.
 */
async function cacheFirstVisit(urls: unknown, event: ExtendableEvent): Promise<void> {
  if (!Array.isArray(urls)) return;
  await Promise.allSettled(
    urls
      .filter((url): url is string => typeof url === 'string')
      // The browser's HTTP cache still holds what the page downloaded: the worker takes it from
      // there and never asks the network again, so a player on metered data pays for the first
      // visit once. An answer the browser did not keep is simply not kept for offline.
      .map((url) => new Request(url, { cache: 'only-if-cached', mode: 'same-origin' }))
      .map((request) => {
        const kind = requestKind(request, self.location.origin);
        if (kind === 'config') return strategies.config.handle({ request, event });
        if (kind === 'catalogue') return strategies.guestCatalogue.handle({ request, event });
        if (kind === 'art') return strategies.art.handle({ request, event });
        // A bundled game's page the visit asked for (the daily challenge's), kept as this build's.
        if (kind === 'game') return strategies.gameFile.handle({ request, event });
        return Promise.resolve();
      }),
  );
}

/**
 * The page asks for today's and the next days' challenge games on every visit of /home: a copy this
 * build kept is the deployed file, answered without the network; a copy an earlier build kept is
 * fetched again, once.
 */
async function keptThisBuild(request: Request): Promise<Response | undefined> {
  const kept = await caches.match(request, { cacheName: CACHES.playedGames, ignoreSearch: true });
  return keptByBuild(kept, BUILD) ? kept : undefined;
}

/** A game saved with "Save for offline" is played from its saved copy, online or not. */
function savedGame(request: Request): Promise<Response | undefined> {
  return caches.match(request, { cacheName: CACHES.savedGames, ignoreSearch: true });
}

/**
 * A bundled game's page opens in a frame without the sandbox attribute when it plays offline
 * (docs/decisions/0042): whatever copy the worker answers with, its own headers sandbox it.
 */
function sandboxed(response: Response): Response {
  if (response.type === 'opaqueredirect' || response.type === 'error') return response;
  // A 204 or 304 carries no body, and a Response with a body cannot have those statuses.
  const body = [204, 205, 304].includes(response.status) ? null : response.body;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: sandboxedGameHeaders(response.headers),
  });
}

/** Spec §7 "Any 401 response clears the stored session": what was cached for it goes with it. */
async function clearUserCachesOn401(response: Response): Promise<Response> {
  if (response.status === 401) await Promise.all(USER_CACHES.map((name) => caches.delete(name)));
  return response;
}

/** After a like, favourite, rating or start, the answers it changed are fetched afresh next time. */
async function afterWrite(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const cache = await caches.open(CACHES.userApi);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => changedByWrites(key.url)).map((key) => cache.delete(key)));
  return response;
}

listenForPush(self);
