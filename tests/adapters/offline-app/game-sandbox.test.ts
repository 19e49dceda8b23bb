import { describe, expect, it } from 'vitest';
import { GAME_SANDBOX_POLICY, sandboxedGameHeaders } from '../../../src/adapters/service-worker/game-sandbox';
import { gamePageSlug } from '../../../src/composition/server/game-security-headers';

describe('a bundled game page answered by the service worker', () => {
  it('keeps its own policy and adds the game sandbox as one more', () => {
    const own = "sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'sha256-a='";
    const headers = sandboxedGameHeaders(new Headers({ 'content-security-policy': own, 'content-type': 'text/html' }));
    expect(headers.get('content-security-policy')).toBe(`${own}, ${GAME_SANDBOX_POLICY}`);
    expect(headers.get('content-type')).toBe('text/html');
  });

  it('is sandboxed even when the copy was kept from a host that sent no policy or a looser sandbox', () => {
    expect(sandboxedGameHeaders(new Headers()).get('content-security-policy')).toBe(GAME_SANDBOX_POLICY);
    const loose = 'sandbox allow-scripts allow-same-origin';
    expect(sandboxedGameHeaders(new Headers({ 'content-security-policy': loose })).get('content-security-policy')).toBe(
      `${loose}, ${GAME_SANDBOX_POLICY}`,
    );
    expect(GAME_SANDBOX_POLICY).toBe('sandbox allow-scripts allow-pointer-lock');
  });
});

describe('the address of a game page the server sandboxes', () => {
  it('is /games/<slug>/ or its index.html, with any query, and never the shared files', () => {
    expect(gamePageSlug('/games/snake/')).toBe('snake');
    expect(gamePageSlug('/games/Snake/index.html?mode=wrap')).toBe('snake');
    expect(gamePageSlug('/games/snake/?mode=wrap&speed=3')).toBe('snake');
    for (const url of ['/games/snake/game.js', '/games/shared/', '/games/files.json', '/home', '/games/', undefined]) {
      expect(gamePageSlug(url)).toBeNull();
    }
  });
});
