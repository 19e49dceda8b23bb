import type { startMockServer } from '../../support/mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';

/** A real session on the mock (so the shell's profile load succeeds) and the browser storage holding it. */
export function signedIn(
  server: ReturnType<typeof startMockServer>,
  userId: string = DEMO_SUBSCRIBER.id,
): Record<string, string> {
  const token = `shell-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return { 'auth-token': token, user_id: userId, loginSource: 'SelfWeb' };
}
