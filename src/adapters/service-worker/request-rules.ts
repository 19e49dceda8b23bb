/**
 * Which of the service worker's ways a request goes (docs/decisions/0032). Pure, so the rules are
 * tested without a browser.
 *
 * - never: the mock's control API and event streams go to the network untouched, always;
 * - navigation: a page of the app, answered with the app shell (precached index.html);
 * - config: /config.json, stale-while-revalidate;
 * - catalogue: a GET of the games catalogue, stale-while-revalidate with a freshness limit, refreshed
 *   at most every ten minutes (decision 0064);
 * - api: any other call of the API with a bearer token, network only (watched for a 401);
 * - catalogue-write: a like, favourite, rating or game start, network only; afterwards the
 *   player's cached answers that it changes are dropped;
 * - art: a picture of this origin, cache first with an LRU cap;
 * - game: a file of a bundled game, saved games first, else cache first;
 * - network: everything else, untouched.
 */
export type RequestKind =
  'never' | 'navigation' | 'config' | 'catalogue' | 'api' | 'catalogue-write' | 'art' | 'game' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  headers: Headers;
}

/** Paths the server answers itself: never the app shell, even when a browser navigates to them. */
const SERVER_PATHS = /^\/(api|__mock__|mock-assets|esports|games|assets|icons)(\/|$)/;

export function requestKind(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path.startsWith('/__mock__/')) return 'never';
  if (isEventStream(request, path)) return 'never';
  if (path.startsWith('/games/')) return request.method === 'GET' ? 'game' : 'network';
  if (request.method !== 'GET') {
    if (isCatalogueWrite(path)) return 'catalogue-write';
    return path.startsWith('/api/') && hasBearer(request.headers) ? 'api' : 'network';
  }
  if (request.mode === 'navigate') return SERVER_PATHS.test(path) || /\.[a-z0-9]+$/i.test(path) ? 'network' : 'navigation';
  if (path === '/config.json') return 'config';
  if (path.startsWith('/api/play/')) return 'catalogue';
  if (path.startsWith('/api/')) return hasBearer(request.headers) ? 'api' : 'network';
  if (request.destination === 'image' || path.startsWith('/mock-assets/art/')) return 'art';
  return 'network';
}

/** Spec §7 event streams end in /broadcast; any request that asks for an event stream is one too. */
function isEventStream(request: RequestFacts, path: string): boolean {
  return path.endsWith('/broadcast') || (request.headers.get('accept') ?? '').includes('text/event-stream');
}

/** The player's own actions on a game (the session keep-alive changes nothing the catalogue shows). */
function isCatalogueWrite(path: string): boolean {
  return /^\/api\/play\/game\/(like|bookmark|rating|start)$/.test(path);
}

export function hasBearer(headers: Headers): boolean {
  return /^bearer\s+\S/i.test(headers.get('authorization') ?? '');
}

/**
 * Cached answers a like, favourite, rating or game start makes wrong: the game's page (likes,
 * favourite, rating), its reviews, the favourites and the recently played lists.
 */
const CHANGED_BY_WRITES = [
  /\/api\/play\/game\/detail\//,
  /\/api\/play\/game\/rating\/details\//,
  /\/api\/play\/games\/bookmarked\//,
  /\/api\/play\/recent\/games\//,
];

export function changedByWrites(url: string): boolean {
  const path = new URL(url).pathname;
  return CHANGED_BY_WRITES.some((pattern) => pattern.test(path));
}
