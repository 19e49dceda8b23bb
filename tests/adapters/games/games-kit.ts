import { vi } from 'vitest';
import { HttpClient } from '../../../src/adapters/http/http-client';
import { HttpGameCatalogueGateway } from '../../../src/adapters/http/http-game-catalogue-gateway';
import { HttpGameActionsGateway } from '../../../src/adapters/http/http-game-actions-gateway';
import { HttpGameSessionGateway } from '../../../src/adapters/http/http-game-session-gateway';
import type { startMockServer } from '../../support/mock-server';
import { TEST_ORIGIN } from '../../support/mock-server';

type Server = ReturnType<typeof startMockServer>;

/** The three games gateways over the real HttpClient, logged in as `userId` (or a guest). */
export function gatewaysFor(server: Server, userId: string | null) {
  let token: string | null = null;
  if (userId) {
    token = `test-token-${userId}`;
    server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  }
  const onUnauthorized = vi.fn();
  const http = new HttpClient({ apiBaseUrl: TEST_ORIGIN, timeoutMs: 0, getToken: () => token, onUnauthorized });
  return {
    catalogue: new HttpGameCatalogueGateway(http),
    actions: new HttpGameActionsGateway(http),
    sessions: new HttpGameSessionGateway(http),
    onUnauthorized,
  };
}

/** The requests the mock received, as "METHOD /path" plus their bodies. */
export function requests(server: Server) {
  return server
    .backend()
    .log.list()
    .map((entry) => ({ call: `${entry.method} ${entry.path}`, body: entry.body }));
}

export const lastCall = (server: Server): string => requests(server).at(-1)?.call ?? '';

export function gameRecord(server: Server, where: { id?: string; uniqueName?: string; isPremium?: boolean; genre?: string }) {
  const db = server.backend().ctx.db;
  const all = db.game.getAll().sort((a, b) => a.id.localeCompare(b.id));
  const found = all.find(
    (game) =>
      (where.id === undefined || game.id === where.id) &&
      (where.uniqueName === undefined || game.uniqueName === where.uniqueName) &&
      (where.isPremium === undefined || game.isPremium === where.isPremium) &&
      (where.genre === undefined || game.genre === where.genre),
  );
  if (!found) throw new Error(`No seeded game matches ${JSON.stringify(where)}`);
  return found;
}
