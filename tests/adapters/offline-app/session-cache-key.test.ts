import { describe, expect, it } from 'vitest';
import { sessionCacheKey } from '../../../src/adapters/service-worker/session-cache-key';

const URL_OF_LIST = 'https://portal.example/api/play/games/bookmarked/1/20';
const as = (token: string) => new Request(URL_OF_LIST, { headers: { authorization: `Bearer ${token}` } });

describe("the cache key of a signed-in player's answer", () => {
  it('is the same for the same session and different for another one', async () => {
    expect(await sessionCacheKey(as('token-of-a'))).toBe(await sessionCacheKey(as('token-of-a')));
    expect(await sessionCacheKey(as('token-of-a'))).not.toBe(await sessionCacheKey(as('token-of-b')));
  });

  it('never contains the token itself, and keeps the address it was fetched from', async () => {
    const key = await sessionCacheKey(as('secret-token-123'));
    expect(key).not.toContain('secret-token-123');
    expect(key.startsWith(`${URL_OF_LIST}?__session=`)).toBe(true);
  });
});
