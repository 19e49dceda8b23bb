import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_SANDBOX_POLICY } from '../../adapters/service-worker/game-sandbox';

/**
 * What a bundled game's page may do (docs/decisions/0042). The page is one self-contained HTML file
 * (scripts/single-file-games.ts), so it needs nothing from the network:
 * - `sandbox allow-scripts allow-pointer-lock`: the browser gives the document an opaque origin
 *   whoever frames it, exactly what the play screen's sandbox attribute gives (decision 0003): no
 *   storage, cookies or DOM of the portal, no top navigation, no popups, no forms;
 * - scripts only its own inline ones, named by their SHA-256 hashes: nothing injected runs;
 * - no network at all (default-src 'none'): a game can send nothing anywhere; styles, pictures and
 *   sounds only inline or as data: URLs;
 * - framed only by the portal itself.
 */
export function gameContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    GAME_SANDBOX_POLICY,
    "default-src 'none'",
    ['script-src', ...(scriptHashes.length ? scriptHashes : ["'none'"])].join(' '),
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** CSP hash sources of a page's inline scripts (`<script>` without attributes). */
export function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

/** The address of a bundled game's page: /games/<slug>/ or /games/<slug>/index.html (any query). */
const GAME_PAGE = /^\/games\/([a-z0-9][a-z0-9-]*)\/(?:index\.html)?$/i;

export function gamePageSlug(url: string | undefined): string | null {
  const path = (url ?? '').split(/[?#]/)[0]!;
  const match = GAME_PAGE.exec(path);
  return match && match[1]!.toLowerCase() !== 'shared' ? match[1]!.toLowerCase() : null;
}

/**
 * The policy of each bundled game's page of a build (dist/games/<slug>/index.html), by slug, read
 * once when the server starts.
 */
export function gamePolicies(distDir: string): Map<string, string> {
  const policies = new Map<string, string>();
  const gamesDir = join(distDir, 'games');
  if (!existsSync(gamesDir)) return policies;
  for (const entry of readdirSync(gamesDir, { withFileTypes: true })) {
    const page = join(gamesDir, entry.name, 'index.html');
    if (!entry.isDirectory() || !existsSync(page)) continue;
    policies.set(entry.name.toLowerCase(), gameContentSecurityPolicy(scriptHashesOf(readFileSync(page, 'utf8'))));
  }
  return policies;
}
