/**
 * THE one URL guard of the portal. Every URL that arrives from outside (a `?redirectto=` query,
 * a single-sign-on `redirect`, a stored return path, a server-supplied link) passes here before
 * the portal navigates to it, so an attacker cannot turn the portal into an open redirect or run
 * script through a `javascript:` link.
 *
 * Allowed:
 * - relative in-app paths starting with exactly one '/' ('/home', '/game-details/x?y=1#z');
 * - absolute http(s) URLs whose origin is the app's own origin or one of `allowedOrigins`.
 * Everything else is refused: other schemes (javascript:, data:, …), protocol-relative '//host',
 * backslash tricks ('/\evil.com' is read by browsers as '//evil.com'), embedded whitespace or
 * control characters (browsers silently drop tabs and newlines, turning '/\t/evil' into '//evil'),
 * credentials in the URL, other origins and anything that does not parse.
 */
export interface UrlGuardOptions {
  /** The portal's own origin, e.g. 'https://play.example.com'. */
  appOrigin: string;
  /** Partner origins trusted as redirect targets (AppConfig.allowedRedirectOrigins). */
  allowedOrigins: readonly string[];
}

export type UrlCheck =
  /** internal: the URL is this app's; `url` is then its path, query and hash (for in-app navigation). */
  { ok: true; url: string; internal: boolean } | { ok: false };

const REFUSED: UrlCheck = { ok: false };
const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029\u00a0\ufeff]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

export function checkUrl(raw: unknown, options: UrlGuardOptions): UrlCheck {
  if (typeof raw !== 'string') return REFUSED;
  const candidate = raw.trim();
  if (candidate === '' || candidate.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(candidate)) return REFUSED;
  const appOrigin = originOf(options.appOrigin);
  if (!appOrigin) return REFUSED;

  if (candidate.startsWith('/')) {
    if (candidate.startsWith('//')) return REFUSED;
    const url = parse(candidate, appOrigin);
    // Resolving against our own origin must keep our origin; anything else was a trick.
    if (!url || url.origin !== appOrigin) return REFUSED;
    return internal(url);
  }

  if (!ABSOLUTE_HTTP.test(candidate)) return REFUSED;
  const url = parse(candidate);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return REFUSED;
  if (url.username !== '' || url.password !== '') return REFUSED;
  if (url.origin === appOrigin) return internal(url);
  const trusted = options.allowedOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== null);
  return trusted.includes(url.origin) ? { ok: true, url: url.href, internal: false } : REFUSED;
}

/** The URL with `key=value` set in its query (replacing an existing value); hash kept. */
export function withQueryParam(absoluteOrPath: string, key: string, value: string, appOrigin: string): string {
  const base = originOf(appOrigin) ?? 'http://localhost';
  const url = new URL(absoluteOrPath, base);
  url.searchParams.set(key, value);
  return absoluteOrPath.startsWith('/') ? inAppPath(url) : url.href;
}

/**
 * An address of this app, as a path for in-app navigation. A path that begins with two slashes
 * ("https://app//evil.com", or "/.//evil.com" once its dot segment is resolved) would be read as
 * another host wherever it is used as a link: it is refused.
 */
function internal(url: URL): UrlCheck {
  const path = inAppPath(url);
  return path.startsWith('//') ? REFUSED : { ok: true, url: path, internal: true };
}

function inAppPath(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

function originOf(value: string): string | null {
  const url = parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
