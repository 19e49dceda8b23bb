import { vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpTournamentGateway } from '../../../src/adapters/http/http-tournament-gateway';
import type { SseStreamOptions } from '../../../src/adapters/sse/sse-options';
import { TEST_ORIGIN, type startMockServer } from '../../support/mock-server';

type Server = ReturnType<typeof startMockServer>;

/** A mock session for `userId` (the demo accounts: 'u-subscriber', 'u-free', 'u-player-01'…); returns its token. */
export function sessionFor(server: Server, userId: string): string {
  const token = `test-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return token;
}

/** The tournament gateway over the real HttpClient, with the given token (or a guest). */
export function tournamentGateway(token: string | null) {
  const onUnauthorized = vi.fn();
  const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => token, onUnauthorized });
  return { gateway: new HttpTournamentGateway(http), onUnauthorized };
}

export function streamOptions(token: () => string | null) {
  return {
    apiBaseUrl: TEST_ORIGIN,
    getToken: token,
    onUnauthorized: vi.fn<() => void>(),
    fetch: ((input, init) => globalThis.fetch(input, init)) as typeof fetch,
  } satisfies SseStreamOptions;
}

/** Waits (real time, briefly) until `check` holds: streams cross msw/node asynchronously. */
export async function eventually(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
