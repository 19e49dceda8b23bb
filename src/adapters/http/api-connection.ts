/**
 * How the portal reaches its API, the same for the HTTP client and the event streams: one base
 * URL, one token source read on every attempt (a retry or reconnect after a login or logout sends
 * the current token), one 401 rule and one fetch.
 */
export interface ApiConnection {
  /** `${apiBaseUrl}/api` is the root of every relative path; empty string means same origin. */
  apiBaseUrl: string;
  /** Read on every attempt, so a retry or reconnect after a login or logout sends the current token. */
  getToken: () => string | null | undefined;
  /** Spec §7: "Any 401 response clears the stored session and goes to /login." */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

/** The URL of an API path (below `/api`); an absolute URL, for calls to another host, is kept. */
export function apiUrl(apiBaseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBaseUrl.replace(/\/$/, '')}/api${path}`;
}

/** `headers` plus the bearer token of this attempt, when the player has one. */
export function withBearer(headers: Record<string, string>, getToken: ApiConnection['getToken']): Record<string, string> {
  const bearer = getToken();
  return bearer ? { ...headers, Authorization: `Bearer ${bearer}` } : { ...headers };
}
