/**
 * The cache key of an answer fetched with a bearer token: its URL plus a digest of the token, so an
 * answer cached for one session is found only by a request of the same session (guide: "nothing
 * cached for one user is served to another"). The token itself is never written anywhere: only
 * the first 128 bits of its SHA-256 digest.
 */
export async function sessionCacheKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set('__session', await sessionDigest(request.headers.get('authorization') ?? ''));
  return url.href;
}

async function sessionDigest(authorization: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
