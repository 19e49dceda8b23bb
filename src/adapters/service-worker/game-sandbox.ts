/**
 * The sandbox a bundled game's page always carries in its own response header (docs/decisions/0042):
 * an opaque origin, scripts, pointer lock, and nothing else (no same origin, no top navigation, no
 * popups, no forms), the same as the play screen's sandbox attribute (decision 0003).
 */
export const GAME_SANDBOX_POLICY = 'sandbox allow-scripts allow-pointer-lock';

/**
 * The headers a game page answered by the worker goes out with: its own, plus the game sandbox as
 * one more policy. A browser enforces every policy it gets and a page's sandbox flags add up, so
 * this never loosens the page's own policy, and a copy kept from a host that forgot the header (or
 * sent a looser sandbox) still never runs in the portal's origin.
 */
export function sandboxedGameHeaders(headers: Headers): Headers {
  const policy = headers.get('content-security-policy');
  const sandboxed = new Headers(headers);
  sandboxed.set('content-security-policy', policy ? `${policy}, ${GAME_SANDBOX_POLICY}` : GAME_SANDBOX_POLICY);
  return sandboxed;
}
