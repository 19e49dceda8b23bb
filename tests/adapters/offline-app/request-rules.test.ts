import { describe, expect, it } from 'vitest';
import { changedByWrites, requestKind, type RequestFacts } from '../../../src/adapters/service-worker/request-rules';

const ORIGIN = 'https://portal.example';

function request(
  path: string,
  facts: Partial<Omit<RequestFacts, 'headers'>> & { headers?: Record<string, string> } = {},
): RequestFacts {
  return {
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    method: facts.method ?? 'GET',
    mode: facts.mode ?? 'cors',
    destination: facts.destination ?? '',
    headers: new Headers(facts.headers ?? {}),
  };
}

const BEARER = { authorization: 'Bearer t0k3n' };

describe('the service worker request rules', () => {
  it('never touches the mock control API or an event stream', () => {
    expect(requestKind(request('/__mock__/reset', { method: 'POST' }), ORIGIN)).toBe('never');
    expect(requestKind(request('/__mock__/requests'), ORIGIN)).toBe('never');
    expect(requestKind(request('/api/tournament/leaderboard/broadcast', { headers: BEARER }), ORIGIN)).toBe('never');
    expect(requestKind(request('/api/anything', { headers: { accept: 'text/event-stream' } }), ORIGIN)).toBe('never');
  });

  it("answers the app's pages with the app shell, and nothing the server answers itself", () => {
    for (const path of ['/home', '/game-details/turbo-drift', '/genres/racing?x=1', '/']) {
      expect(requestKind(request(path, { mode: 'navigate' }), ORIGIN)).toBe('navigation');
    }
    for (const path of ['/mock-assets/payment/p-1', '/games/snake/index.html', '/esports/arena', '/api/x', '/favicon.svg']) {
      expect(requestKind(request(path, { mode: 'navigate' }), ORIGIN)).not.toBe('navigation');
    }
  });

  it('caches catalogue reads, and keeps a signed-in read apart only by its token (the worker decides the cache)', () => {
    expect(requestKind(request('/api/play/games/top/ten'), ORIGIN)).toBe('catalogue');
    expect(requestKind(request('/api/play/games/bookmarked/1/20', { headers: BEARER }), ORIGIN)).toBe('catalogue');
    expect(requestKind(request('/config.json'), ORIGIN)).toBe('config');
  });

  it('sends other calls with a token through the network only, watched for a 401; without a token untouched', () => {
    expect(requestKind(request('/api/auth/user/profile', { headers: BEARER }), ORIGIN)).toBe('api');
    expect(requestKind(request('/api/auth/logout', { method: 'POST', headers: BEARER }), ORIGIN)).toBe('api');
    expect(requestKind(request('/api/auth/login', { method: 'POST' }), ORIGIN)).toBe('network');
    expect(requestKind(request('/api/play/game/session/update', { method: 'POST', headers: BEARER }), ORIGIN)).toBe('api');
  });

  it("treats a like, favourite, rating or game start as a write that changes the player's cached answers", () => {
    for (const action of ['like', 'bookmark', 'rating', 'start']) {
      expect(requestKind(request(`/api/play/game/${action}`, { method: 'POST', headers: BEARER }), ORIGIN)).toBe(
        'catalogue-write',
      );
    }
    expect(changedByWrites(`${ORIGIN}/api/play/game/detail/byname/turbo-drift`)).toBe(true);
    expect(changedByWrites(`${ORIGIN}/api/play/games/bookmarked/1/20`)).toBe(true);
    expect(changedByWrites(`${ORIGIN}/api/play/recent/games/1/10`)).toBe(true);
    expect(changedByWrites(`${ORIGIN}/api/play/game/rating/details/g-1`)).toBe(true);
    expect(changedByWrites(`${ORIGIN}/api/play/games/top/ten`)).toBe(false);
  });

  it('caches pictures of this origin and the files of bundled games; leaves other origins alone', () => {
    expect(requestKind(request('/mock-assets/art/turbo-drift.svg?variant=banner'), ORIGIN)).toBe('art');
    expect(requestKind(request('/some/picture.webp', { destination: 'image' }), ORIGIN)).toBe('art');
    expect(requestKind(request('/games/snake/game.js'), ORIGIN)).toBe('game');
    expect(requestKind(request('/games/snake/?mode=wrap', { mode: 'navigate', destination: 'iframe' }), ORIGIN)).toBe('game');
    expect(requestKind(request('https://cdn.example/art.png', { destination: 'image' }), ORIGIN)).toBe('network');
    expect(requestKind(request('https://api.example/api/play/games/top/ten'), ORIGIN)).toBe('network');
  });
});
