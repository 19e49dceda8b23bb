import { describe, expect, test } from 'vitest';
import { headersFile, IMMUTABLE, nginxConfig, NO_CACHE } from '../../../scripts/host-config';

const csp = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'";
const snakePolicy = "sandbox allow-scripts allow-pointer-lock; default-src 'none'; script-src 'sha256-snake='";
const games = new Map([['snake', snakePolicy]]);

describe('the host configuration the build writes', () => {
  // nginx drops a server's add_header lines in a location with its own: each location must carry them.
  test('nginx sends the policy from every location that adds headers, and caches only /assets/ for good', () => {
    const config = nginxConfig({ csp });
    const locations = config.split(/\n {2}location /).slice(1);
    const withHeaders = locations.filter((location) => location.includes('add_header'));
    expect(withHeaders).toHaveLength(4);
    for (const location of withHeaders) expect(location).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(locations.find((location) => location.startsWith('/assets/'))).toContain(IMMUTABLE);
    expect(locations.find((location) => location.startsWith('/ '))).toContain(`Cache-Control "${NO_CACHE}"`);
    expect(config).toContain('try_files $uri /index.html;');
    const manifest = locations.find((location) => location.startsWith('~ \\.webmanifest$'));
    expect(manifest).toContain('default_type application/manifest+json;');
    expect(manifest).toContain(`Cache-Control "${NO_CACHE}"`);
  });

  // CDN-style hosts join the values of two matching rules: a Cache-Control on /* would spoil /assets/*.
  test('_headers sets the policy on every path and Cache-Control only on named paths', () => {
    const rules = headersFile({ csp }).split(/\n(?=\/)/);
    const everyPath = rules.find((rule) => rule.startsWith('/*\n'))!;
    expect(everyPath).toContain(`Content-Security-Policy: ${csp}`);
    expect(everyPath).not.toContain('Cache-Control');
    expect(rules.find((rule) => rule.startsWith('/assets/*'))).toContain(`Cache-Control: ${IMMUTABLE}`);
    expect(rules.find((rule) => rule.startsWith('/config.json'))).toContain(`Cache-Control: ${NO_CACHE}`);
  });

  test("a bundled game's page goes out with its own sandboxing policy instead of the portal's", () => {
    const locations = nginxConfig({ csp, games })
      .split(/\n {2}location /)
      .slice(1);
    const snake = locations.find((location) => location.startsWith('~ ^/games/snake/(index\\.html)?$'));
    expect(snake).toContain('try_files /games/snake/index.html =404;');
    expect(snake).toContain(`add_header Content-Security-Policy "${snakePolicy}" always;`);
    expect(snake).not.toContain(csp);

    const rules = headersFile({ csp, games }).split(/\n(?=\/)/);
    for (const path of ['/games/snake/', '/games/snake/index.html']) {
      // The /* rule's policy is detached first: two policies would both be enforced.
      expect(rules.find((rule) => rule.startsWith(`${path}\n`))?.trimEnd()).toBe(
        `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${snakePolicy}`,
      );
    }
  });
});
