/**
 * Which build of the portal a bundled game's kept page came from. A player's device keeps a game's
 * page when it is played, saved or asked for by the daily challenge, and the page asks for today's
 * and the next days' games on every visit of /home: a page kept during this build is answered from
 * the device, and only a new build (a new worker) asks the network again, once, so a returning
 * player pays nothing for a game page that has not changed. Pure, so the rules are tested without
 * a browser.
 */

/** The header a kept copy carries: the build that kept it. */
export const KEPT_BY_BUILD_HEADER = 'x-portal-kept-by-build';

/**
 * The build the worker belongs to: a digest of its precache list (every file's address and
 * revision; the list of the bundled games has a revision that covers their pages,
 * scripts/bundled-games-revision.ts). The same list in any order is the same build.
 */
export function buildRevision(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  const lines = entries
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`))
    .sort()
    .join('\n');
  // FNV-1a, 32 bits: enough to tell one build from the next, and small in the worker.
  let hash = 0x811c9dc5;
  for (let index = 0; index < lines.length; index += 1) {
    hash ^= lines.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${entries.length}`;
}

/** The copy to keep, marked with the build that kept it; its status, body and headers unchanged. */
export const stampedWithBuild = (response: Response, build: string): Response =>
  markedCopy(response, KEPT_BY_BUILD_HEADER, build);

/** A copy of an answer to keep, with one header of the worker's own added. */
export function markedCopy(response: Response, header: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(header, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A kept copy answers without the network only when this build kept it. */
export function keptByBuild(response: Response | undefined, build: string): response is Response {
  return response !== undefined && response.headers.get(KEPT_BY_BUILD_HEADER) === build;
}
