import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  contentSecurityPolicy,
  FRAME_ANCESTORS_ENV,
  frameAncestors,
  inlineScriptHashes,
} from '../src/composition/server/security-headers';
import { gamePolicies } from '../src/composition/server/game-security-headers';

/** What the portal server sends with every response, for a host to send the same. */
export interface HostHeaders {
  /** The Content-Security-Policy, with index.html's inline scripts allowed by their hashes. */
  csp: string;
  /**
   * Each bundled game's page's own policy, by slug: sandboxed, its inline scripts by their hashes
   * (src/composition/server/game-security-headers.ts, docs/decisions/0042).
   */
  games?: ReadonlyMap<string, string>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The paths the mock backend answers (src/composition/server/mock-middleware.ts), proxied by the host. */
export const API_PATHS = ['api', 'esports/api', 'mock-assets', '__mock__'] as const;

/** The files the build writes for hosts, beside the app in dist/; never served as pages. */
export const HOST_FILES = ['nginx.conf', '_headers', '_redirects'] as const;

/** The headers of src/composition/server/security-headers.ts, as name and value. */
export function securityHeaderPairs({ csp }: HostHeaders): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
}

/**
 * An nginx configuration that serves dist/ as the portal server does: the same security headers on
 * every response, immutable caching for the hashed files in /assets and revalidation for the rest
 * (index.html, config.json, the service worker, the manifest, the bundled games), the build's
 * .br and .gz files, index.html for any path that is not a file (deep links), and the mock
 * backend's paths proxied to the API server. It is included inside nginx's `http { }` block.
 *
 * nginx drops a server block's add_header lines in a location that adds headers of its own, so
 * every location repeats the security headers.
 */
export function nginxConfig(headers: HostHeaders): string {
  const security = securityHeaderPairs(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  const block = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');
  const apiPattern = API_PATHS.map((path) => path.replace('/', '\\/')).join('|');
  return `# PlayZone on nginx, written by the build from dist/index.html (scripts/host-config.ts): do not edit
# by hand, the Content-Security-Policy names index.html's inline scripts by their hashes.
#
# Include it inside nginx's http { } block (Debian: copy it to /etc/nginx/conf.d/playzone.conf) and
# set the three lines marked "deploy:". It needs, as on Debian:
# - mime.types included in http { } (Debian's nginx.conf does);
# - the brotli_static module (Debian: apt-get install libnginx-mod-http-brotli-static, which loads
#   it from /etc/nginx/modules-enabled); without it, delete the brotli_static line: gzip still works.
# Over TLS, serve HTTP/2: "listen 443 ssl http2;" with ssl_certificate and ssl_certificate_key
# (docs/performance.md: HTTP/2 took about 0.4 s off every page's largest paint on slow mobile data).

upstream playzone_api {
  server 127.0.0.1:4173; # deploy: the API server (npm start's mock backend, or the real one)
  keepalive 8;
}

server {
  listen 8080; # deploy: the port (or "listen 443 ssl http2;" with a certificate)
  root /srv/playzone/dist; # deploy: where dist/ is copied

  # The build wrote .br and .gz beside each file; the host sends them as they are.
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  # API answers are compressed on the way (the live stream's text/event-stream is not).
  gzip on;
  gzip_proxied any;
  gzip_types application/json;

  # Deep links: any path that is not a file is the app. index.html revalidates on every visit.
  location / {
    try_files $uri /index.html;
${block([`add_header Cache-Control "${NO_CACHE}" always;`, ...security])}
  }

  # Hashed build files never change; a missing one is a 404, not the app.
  location /assets/ {
    try_files $uri =404;
${block([`add_header Cache-Control "${IMMUTABLE}" always;`, ...security])}
  }

  # A web app manifest (nginx's mime.types does not name the type); it revalidates like the rest.
  location ~ \\.webmanifest$ {
    default_type application/manifest+json;
    try_files $uri =404;
${block([`add_header Cache-Control "${NO_CACHE}" always;`, ...security])}
  }

  location ~ ^/(${HOST_FILES.map((file) => file.replace('.', '\\.')).join('|')})$ {
    return 404;
  }

${gameLocations(headers)}
  # The API. Unbuffered, so the live leaderboard's event stream flows as it is sent.
  location ~ ^/(${apiPattern})/ {
    proxy_pass http://playzone_api;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffering off;
    proxy_read_timeout 1h;
${block(security)}
  }
}
`;
}

/**
 * Each bundled game's page with its own policy instead of the portal's: the page is sandboxed into
 * an opaque origin by this header, and its inline scripts are allowed by their hashes.
 */
function gameLocations({ games }: HostHeaders): string {
  if (!games?.size) return '';
  return [...games]
    .map(([slug, policy]) => {
      const headers = securityHeaderPairs({ csp: policy }).map(([name, value]) => `    add_header ${name} "${value}" always;`);
      return `  # The bundled game ${slug}: one self-contained page, sandboxed by its own policy.
  location ~ ^/games/${slug}/(index\\.html)?$ {
    try_files /games/${slug}/index.html =404;
    add_header Cache-Control "${NO_CACHE}" always;
${headers.join('\n')}
  }
`;
    })
    .join('\n');
}

/**
 * The same for CDN-style static hosts that read a `_headers` file from the published folder.
 * No rule sets Cache-Control on every path, because such hosts join the values of two matching
 * rules: the hashed files are immutable, the named files revalidate, and the host's own default
 * (revalidation) covers the pages. Pre-compression is the host's: such hosts compress themselves.
 */
export function headersFile(headers: HostHeaders): string {
  const rule = (path: string, pairs: Array<[string, string]>) =>
    [path, ...pairs.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# PlayZone for static hosts that read _headers, written by the build (scripts/host-config.ts).',
    rule('/*', securityHeaderPairs(headers)),
    rule('/assets/*', [['Cache-Control', IMMUTABLE]]),
    ...['/', '/index.html', '/config.json', '/sw.js', '/manifest.webmanifest'].map((path) =>
      rule(path, [['Cache-Control', NO_CACHE]]),
    ),
    // A game page's own policy replaces the portal's: "! name" detaches the header the /* rule set
    // (a host that cannot detach sends both policies, and the game, still sandboxed, does not run).
    ...[...(headers.games ?? [])].flatMap(([slug, policy]) =>
      [`/games/${slug}/`, `/games/${slug}/index.html`].map(
        (path) => `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}`,
      ),
    ),
    '',
  ].join('\n');
}

/** Deep links on such hosts: every path that is not a file is the app (status 200). */
export const REDIRECTS_FILE = '/*  /index.html  200\n';

/**
 * Writes dist/nginx.conf, dist/_headers and dist/_redirects after the build, from the index.html it
 * wrote: the policy allows exactly its inline scripts, and frame-ancestors comes from
 * PORTAL_FRAME_ANCESTORS at build time, as the portal server reads it at start.
 */
export function hostConfig(): Plugin {
  let outDir = 'dist';
  let failed = false;
  return {
    name: 'portal-host-config',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // A failed build wrote no index.html: its own error is the one to show, not a missing file.
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      if (failed) return;
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const csp = contentSecurityPolicy({
        frameAncestors: frameAncestors(process.env[FRAME_ANCESTORS_ENV]),
        scriptHashes: inlineScriptHashes(html),
      });
      const games = gamePolicies(outDir);
      await writeFile(join(outDir, 'nginx.conf'), nginxConfig({ csp, games }));
      await writeFile(join(outDir, '_headers'), headersFile({ csp, games }));
      await writeFile(join(outDir, '_redirects'), REDIRECTS_FILE);
    },
  };
}
