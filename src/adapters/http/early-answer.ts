/**
 * A call index.html's boot script started before the portal's code arrived (scripts/boot-script.ts):
 * its answer, and the token it carried (null for a guest).
 */
export interface EarlyAnswer {
  answer: Promise<Response>;
  token: string | null;
}

/** The boot script's calls by URL, as it left them on `window.__portalEarly`. */
export type EarlyAnswers = Record<string, EarlyAnswer | undefined>;

/** Where the boot script leaves its calls for the portal. */
export const EARLY_ANSWERS_GLOBAL = '__portalEarly';

/**
 * A fetch that hands the first GET of a URL the boot script already asked for its answer, instead
 * of asking again. Only a successful answer (2xx) to the same URL with the same bearer token is
 * adopted, and only once; when the early call failed, was refused, answered 401 or a 5xx, or the
 * token changed meanwhile, the real fetch runs, so the HTTP client applies its rules (bearer,
 * retries, the 401 rule) to the call as it would have without the boot script.
 */
export function adoptEarlyAnswers(fetchImpl: typeof fetch, answers: EarlyAnswers | undefined): typeof fetch {
  if (!answers) return fetchImpl;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = answers[url];
    if (!early || (init?.method ?? 'GET').toUpperCase() !== 'GET') return fetchImpl(input, init);
    delete answers[url];
    const bearer = new Headers(init?.headers).get('Authorization');
    if (bearer !== (early.token ? `Bearer ${early.token}` : null)) return fetchImpl(input, init);
    const response = await early.answer.catch(() => undefined);
    return response?.ok ? response : fetchImpl(input, init);
  };
}
