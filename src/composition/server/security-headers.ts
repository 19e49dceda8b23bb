import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Who may frame the portal: CSP frame-ancestors sources, e.g. "'self' https://partner.example". */
export const FRAME_ANCESTORS_ENV = 'PORTAL_FRAME_ANCESTORS';
const DEFAULT_FRAME_ANCESTORS = "'self'";

/**
 * A frame-ancestors source list from the environment, or the default when it is missing or not a
 * plain list of sources: a value carrying ';' or ',' (or anything else) could smuggle in more
 * directives or headers, so it is refused rather than pasted into the policy.
 */
export function frameAncestors(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_FRAME_ANCESTORS;
  const sources = value.split(/\s+/);
  const source = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;
  if (!sources.every((s) => source.test(s)) || (sources.includes("'none'") && sources.length > 1)) {
    console.warn(
      `${FRAME_ANCESTORS_ENV} is not a list of sources ('self', 'none' or http(s) origins); using ${DEFAULT_FRAME_ANCESTORS}.`,
    );
    return DEFAULT_FRAME_ANCESTORS;
  }
  return sources.join(' ');
}

/**
 * The Content-Security-Policy of the served app:
 * - script only from this origin: no eval, no foreign script, and no inline script but the ones
 *   named by hash (`scriptHashes`, from the served index.html: see inlineScriptHashes);
 * - object-src 'none' (no plugins), base-uri 'none' (no <base> hijacking of relative URLs),
 *   form-action 'self';
 * - frames (the game iframe, itself sandboxed by the play screen) only from this origin;
 * - the service worker and the web app manifest only from this origin (worker-src, manifest-src:
 *   named, not left to default-src, so a later change of default-src cannot break installing);
 * - the portal may be framed only by `frame-ancestors` (PORTAL_FRAME_ANCESTORS, default 'self').
 * Styles allow 'unsafe-inline' only because the mock's partner pages served by this same server
 * (payment page, voucher shop, esports arena) carry inline <style>; the portal's own build needs
 * none (with style-src 'self' only the e2e tests that open those pages broke), and
 * styles cannot run script.
 */
export function contentSecurityPolicy(options: { frameAncestors: string; scriptHashes?: readonly string[] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestors}`,
    "form-action 'self'",
  ].join('; ');
}

/**
 * CSP hash sources ('sha256-…') of the inline scripts in an HTML page: the build's own index.html
 * carries two (the boot script, scripts/boot-script.ts, and the route preload, scripts/route-preload.ts),
 * and the policy allows exactly those.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

let policy: { key: string; csp: string } | undefined;

/** Headers for every response of the portal server (the app, the bundled games and the mock). */
export function securityHeaders(
  res: ServerResponse,
  env: NodeJS.ProcessEnv = process.env,
  scriptHashes: readonly string[] = [],
): void {
  const raw = env[FRAME_ANCESTORS_ENV];
  const key = [raw, ...scriptHashes].join(' ');
  // Built once per setting, so a bad value is reported once, not on every request.
  if (policy?.key !== key) policy = { key, csp: contentSecurityPolicy({ frameAncestors: frameAncestors(raw), scriptHashes }) };
  res.setHeader('Content-Security-Policy', policy.csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}
