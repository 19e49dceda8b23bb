import { getResponse } from 'msw';
import { seededDb } from './seeded-db';
import type { MockContext } from './mock-context';
import { apiHandlers } from './handlers/api-handlers';
import { controlHandlers } from './control/control-handlers';
import { FaultRegistry, type ActiveFault } from './control/faults';
import { RequestLog } from './control/request-log';
import { streamControlHandlers } from './control/stream-control-handlers';
import { tournamentStreamHandlers } from './handlers/tournament-streams';
import { playerProgressHandlers } from './handlers/player-progress-handlers';
import { LiveTournament, type LiveTournamentOptions } from './live/live-tournament';
import { StreamHub } from './live/stream-hub';

/** Paths the mock answers; anything else is the SPA's static files. */
const MOCK_PREFIXES = ['/api/', '/__mock__/', '/mock-assets/', '/esports/api/'];
export const isMockPath = (pathname: string): boolean => MOCK_PREFIXES.some((p) => pathname.startsWith(p));

export interface MockBackend {
  /** The mock's answer, or undefined when the path is not the mock's. */
  handle(request: Request): Promise<Response | undefined>;
  readonly ctx: MockContext;
  readonly faults: FaultRegistry;
  readonly log: RequestLog;
  /** Open event streams (broadcast, leaderboard) and the live tournament that feeds them. */
  readonly streams: StreamHub;
  readonly live: LiveTournament;
}

export interface MockBackendOptions {
  now?: () => Date;
  live?: LiveTournamentOptions;
  /**
   * Serves the calls that keep a player's progress across devices (docs/api-calls.md, "Progress
   * across devices"). Off by default: the spec's backend has no such calls, and the mock answers as
   * it does unless asked (MOCK_PROGRESS_SYNC=1 for the server).
   */
  progressSync?: boolean;
}

/** A seeded mock backend; the same object serves `npm start`, `npm run dev` and msw/node tests. */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  let counter = 0;
  const now = options.now ?? (() => new Date());
  const ctx: MockContext = {
    db: seededDb(now()),
    now,
    nextId: (prefix) => `${prefix}-${(++counter).toString(36)}`,
  };
  const faults = new FaultRegistry();
  const log = new RequestLog();
  const streams = new StreamHub();
  const live = new LiveTournament(ctx, streams, options.live);
  const reset = () => {
    streams.dropAll();
    live.reset();
    ctx.db = seededDb(now());
    counter = 0;
    faults.clear();
    log.clear();
  };
  const handlers = [
    ...controlHandlers({ reset, faults, log }),
    ...streamControlHandlers(streams, live),
    ...tournamentStreamHandlers(ctx, streams, live),
    ...apiHandlers(ctx),
    ...(options.progressSync ? playerProgressHandlers(ctx) : []),
  ];

  return {
    ctx,
    faults,
    log,
    streams,
    live,
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (!isMockPath(pathname)) return undefined;
      if (!pathname.startsWith('/__mock__/')) {
        await log.record(request);
        const fault = faults.take(pathname);
        if (fault) {
          if (fault.delayMs) await stall(fault.delayMs, request.signal);
          const injected = faultResponse(fault);
          if (injected) return injected;
        }
      }
      return (await getResponse(handlers, request)) ?? notFound(request.method, pathname);
    },
  };
}

/**
 * A delay fault: the answer waits `ms`, or ends early when the client gives up. The timer never
 * keeps the server's process alive by itself, so a test that stalls a call can still shut down.
 */
function stall(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer: unknown = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer as ReturnType<typeof setTimeout>);
        resolve();
      },
      { once: true },
    );
  });
}

function faultResponse(fault: ActiveFault): Response | undefined {
  if (fault.networkError) return Response.error();
  if (fault.status === undefined && fault.body === undefined) return undefined; // a pure delay
  const body =
    fault.body ?? JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: `Mock fault: HTTP ${fault.status}` }] });
  return new Response(body, {
    status: fault.status ?? 200,
    headers: { 'content-type': fault.contentType ?? 'application/json' },
  });
}

function notFound(method: string, pathname: string): Response {
  return Response.json(
    { status: 'FAILED', data: null, errors: [{ message: `The mock has no handler for ${method} ${pathname}` }] },
    { status: 404 },
  );
}
