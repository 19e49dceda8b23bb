import type { startMockServer } from '../../support/mock-server';

/** Logs `userId` in on the mock (a session row) and returns the browser storage that holds it, plus extra keys. */
export function signedIn(
  server: ReturnType<typeof startMockServer>,
  userId: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const token = `billing-ui-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return { 'auth-token': token, user_id: userId, loginSource: 'SelfWeb', ...extra };
}
