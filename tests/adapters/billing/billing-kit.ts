import { vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpBillingGateway } from '../../../src/adapters/http/http-billing-gateway';
import type { startMockServer } from '../../support/mock-server';
import { TEST_ORIGIN } from '../../support/mock-server';

export type MockServer = ReturnType<typeof startMockServer>;

/** An HttpClient logged in as `userId` through a session written straight into the mock's db (null = a guest). */
export function clientFor(server: MockServer, userId: string | null) {
  let token: string | null = null;
  if (userId) {
    token = `billing-token-${userId}`;
    server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  }
  const onUnauthorized = vi.fn();
  return {
    http: new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => token, onUnauthorized }),
    onUnauthorized,
  };
}

export const billingGatewayFor = (server: MockServer, userId: string | null) =>
  new HttpBillingGateway(clientFor(server, userId).http);

export const userRecord = (server: MockServer, id: string) =>
  server.backend().ctx.db.user.findFirst({ where: { id: { equals: id } } });

/** The body the mock received for the last request to `path`. */
export function lastBody(server: MockServer, path: string): unknown {
  return server
    .backend()
    .log.list()
    .filter((entry) => entry.path === path)
    .at(-1)?.body;
}

export const RETURN_URLS = {
  ok: `${TEST_ORIGIN}/plans?recharge=success`,
  deny: `${TEST_ORIGIN}/plans?recharge=canceled`,
  error: `${TEST_ORIGIN}/plans?recharge=error`,
};
