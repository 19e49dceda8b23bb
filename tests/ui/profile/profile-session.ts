import type { startMockServer } from '../../support/mock-server';

/** Logs `userId` in on the mock (a session row) and returns the browser storage that holds it. */
export function signedIn(server: ReturnType<typeof startMockServer>, userId: string): Record<string, string> {
  const token = `ui-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return { 'auth-token': token, user_id: userId, loginSource: 'SelfWeb' };
}
