import {
  Observable,
  asyncScheduler,
  catchError,
  concatMap,
  defer,
  firstValueFrom,
  from,
  map,
  of,
  throwError,
  timeout,
  type SchedulerLike,
} from 'rxjs';
import type * as z from 'zod/mini';
import { ServiceError } from '../../application/errors';
import { envelopeSchema, firstError, isOk } from './envelope';
import { retryTransient } from './retry-policy';
import { apiUrl, withBearer, type ApiConnection } from './api-connection';
import { BIG_ANSWER_CHARS, readText, yieldToBrowser } from './yield-to-browser';
import { takeEarlyAnswer, type EarlyAnswer, type EarlyAnswers } from './early-answer';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/api`, e.g. `/auth/login`; or an absolute URL for calls to another host. */
  path: string;
  body?: unknown;
  /**
   * Sent on behalf of a guest, without a token: a 401 to it says the call needs sign-in, not that a
   * session ended, so the spec's 401 rule (clear the session, go to /login) is left to the caller.
   */
  guest?: boolean;
}

export interface HttpClientOptions extends ApiConnection {
  /** 0 = no timeout (spec §7 "Request timeout: none by default"). */
  timeoutMs: number;
  scheduler?: SchedulerLike;
  /** The calls index.html's boot script made (scripts/boot-script.ts): each is the first attempt of the same GET. */
  earlyAnswers?: EarlyAnswers;
}

interface Exchange {
  status: number;
  /** The parsed JSON body; undefined when empty or not JSON. */
  body: unknown;
  /** Over BIG_ANSWER_CHARS: read in steps, each in a task of its own. */
  big: boolean;
}

const NETWORK_MESSAGE = 'No connection to the server. Check your network and try again.';
export const MALFORMED_MESSAGE = 'The server sent an answer the portal could not read.';

/**
 * The one HTTP client of the portal: JSON over fetch, bearer token when one exists, the envelope
 * parsed with zod at the edge, the retry policy of spec §7 and the 401 rule in one place.
 * Gateways call `send` with a schema for `data` and map the result to domain types.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  send<S extends z.ZodMiniType>(request: HttpRequest, dataSchema: S): Promise<z.infer<S>> {
    return firstValueFrom(this.send$(request, dataSchema));
  }

  send$<S extends z.ZodMiniType>(request: HttpRequest, dataSchema: S): Observable<z.infer<S>> {
    return this.exchange$(request).pipe(
      map(({ body, big }) => {
        const envelope = envelopeSchema.safeParse(body);
        if (!envelope.success) throw new ServiceError('malformed', MALFORMED_MESSAGE);
        if (!isOk(envelope.data)) {
          const { message, code } = firstError(envelope.data);
          throw new ServiceError('rejected', message ?? '', code);
        }
        const data = dataSchema.safeParse(envelope.data.data);
        if (!data.success) throw new ServiceError('malformed', MALFORMED_MESSAGE);
        return { value: data.data as z.infer<S>, big };
      }),
      // What the caller does with a big answer (map it, show it) starts in a task of its own.
      concatMap(({ value, big }) => (big ? from(yieldToBrowser().then(() => value)) : of(value))),
    );
  }

  /** For calls read only by their HTTP status (spec: bug reporting, "200 means success"). */
  status(request: HttpRequest): Promise<number> {
    return firstValueFrom(
      this.exchange$(request).pipe(
        map((exchange) => exchange.status),
        catchError((e) => (e instanceof ServiceError && e.status ? [e.status] : throwError(() => e))),
      ),
    );
  }

  /**
   * One request with the retries of spec §7; each retry is a fresh fetch with fresh headers. When
   * the boot script asked for this very GET already, its call is the first attempt (decision 0053):
   * its answer is judged like any other, and the first retry waits 1 s from its failure, not from
   * the moment the portal's code got to it.
   */
  private exchange$(request: HttpRequest): Observable<Exchange> {
    const url = apiUrl(this.options.apiBaseUrl, request.path);
    let attempts = 0;
    let early: EarlyAnswer | undefined;
    const attempt$ = defer(() => {
      const headers = this.headers(request);
      early =
        attempts++ === 0 ? takeEarlyAnswer(this.options.earlyAnswers, url, request.method, headers.Authorization) : undefined;
      return this.attempt$(request, url, headers, early?.answer);
    });
    const timed$ =
      this.options.timeoutMs > 0
        ? attempt$.pipe(
            timeout({ first: this.options.timeoutMs, scheduler: this.options.scheduler }),
            catchError((e) => throwError(() => (e instanceof ServiceError ? e : new ServiceError('network', NETWORK_MESSAGE)))),
          )
        : attempt$;
    const now = () => (this.options.scheduler ?? asyncScheduler).now();
    // Time since the failure being retried: for the boot script's call, since it settled.
    const sinceFailure = () => (early?.settledAt === undefined ? 0 : Math.max(0, now() - early.settledAt));
    return timed$.pipe(retryTransient(this.options.scheduler, sinceFailure));
  }

  /** One attempt: a fetch, or the boot script's call when it is this request's first attempt. */
  private attempt$(
    request: HttpRequest,
    url: string,
    headers: Record<string, string>,
    early: Promise<Response> | undefined,
  ): Observable<Exchange> {
    return new Observable<Exchange>((subscriber) => {
      const abort = new AbortController();
      const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      const answer =
        early ??
        doFetch(url, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: abort.signal,
        });
      answer
        .then(async (response) => {
          const text = await readText(response);
          const big = text.length > BIG_ANSWER_CHARS;
          if (big) await yieldToBrowser();
          const body = parseJson(text);
          if (big) await yieldToBrowser();
          return { status: response.status, body, big };
        })
        .then(
          (exchange) => {
            const failure = this.classify(exchange, request);
            if (failure) subscriber.error(failure);
            else {
              subscriber.next(exchange);
              subscriber.complete();
            }
          },
          () => subscriber.error(new ServiceError('network', NETWORK_MESSAGE)),
        );
      return () => abort.abort();
    });
  }

  /** A 4xx that carries an envelope goes on to the envelope check (its errors hold the message). */
  private classify({ status, body }: Exchange, request: HttpRequest): ServiceError | undefined {
    if (status === 401) {
      if (!request.guest) this.options.onUnauthorized();
      return new ServiceError('unauthorized', 'Your session has ended. Please log in again.', undefined, 401);
    }
    if (status >= 500) return new ServiceError('server', 'The server had a problem. Please try again.', undefined, status);
    if (status >= 400 && !envelopeSchema.safeParse(body).success) {
      return new ServiceError('server', `The server refused the request (HTTP ${status}).`, undefined, status);
    }
    return undefined;
  }

  private headers(request: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return withBearer(headers, this.options.getToken);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
