import type { startMockServer } from '../../support/mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';

type Server = ReturnType<typeof startMockServer>;

/** A real session on the mock and the browser storage holding it (as the shell tests do). */
export function signedIn(server: Server, userId: string = DEMO_SUBSCRIBER.id): Record<string, string> {
  const token = `games-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return { 'auth-token': token, user_id: userId, loginSource: 'SelfWeb' };
}

/** A seeded game, free or premium, that has reviews and similar games. */
export function seededGame(server: Server, premium = false) {
  const db = server.backend().ctx.db;
  const game = db.game
    .findMany({ where: { isPremium: { equals: premium } } })
    .find((g) => db.rating.count({ where: { gameId: { equals: g.id } } }) >= 2);
  if (!game) throw new Error(`The seed has no ${premium ? 'premium' : 'free'} game with reviews`);
  return game;
}

/** The API calls the mock received with this method and path. */
export const callsTo = (server: Server, method: string, path: string) =>
  server
    .backend()
    .log.list()
    .filter((r) => r.method === method && r.path === path);
