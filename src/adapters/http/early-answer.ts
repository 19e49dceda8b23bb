/**
 * A call index.html's boot script started before the portal's code arrived (scripts/boot-script.ts):
 * its answer, the token it carried (null for a guest) and when that answer settled (`Date.now()`;
 * absent while it is on its way).
 */
export interface EarlyAnswer {
  answer: Promise<Response>;
  token: string | null;
  settledAt?: number;
}

/** The boot script's calls by URL, as it left them on `window.__portalEarly`. */
export type EarlyAnswers = Record<string, EarlyAnswer | undefined>;

/** Where the boot script leaves its calls for the portal. */
export const EARLY_ANSWERS_GLOBAL = '__portalEarly';

/**
 * The boot script's call to `url`, for the first GET of that URL, once; undefined for any other
 * request. It counts only with the same bearer token (`authorization` is the request's header, if
 * any): after a login or a logout it was another session's call, and is dropped.
 */
export function takeEarlyAnswer(
  answers: EarlyAnswers | undefined,
  url: string,
  method: string,
  authorization: string | null | undefined,
): EarlyAnswer | undefined {
  const early = answers?.[url];
  if (!answers || !early || method.toUpperCase() !== 'GET') return undefined;
  delete answers[url];
  return (authorization ?? null) === (early.token ? `Bearer ${early.token}` : null) ? early : undefined;
}

/**
 * A fetch that hands the first GET of a URL the boot script already asked for (config.json) its
 * answer, instead of asking again, when that answer is a 2xx; otherwise the real fetch runs. The
 * API calls are not taken here: the HTTP client takes them whatever they answered, as the first of
 * their attempts (decision 0053).
 */
export function adoptEarlyAnswers(fetchImpl: typeof fetch, answers: EarlyAnswers | undefined): typeof fetch {
  if (!answers) return fetchImpl;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = takeEarlyAnswer(answers, url, init?.method ?? 'GET', new Headers(init?.headers).get('Authorization'));
    if (!early) return fetchImpl(input, init);
    const response = await early.answer.catch(() => undefined);
    return response?.ok ? response : fetchImpl(input, init);
  };
}
