import type { MockContext } from '../mock-context';

/** The user behind the request's bearer token, or null for a guest or an unknown token. */
export function currentUser(ctx: MockContext, request: Request) {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return null;
  const session = ctx.db.authSession.findFirst({ where: { token: { equals: match[1] } } });
  if (!session) return null;
  return ctx.db.user.findFirst({ where: { id: { equals: session.userId } } });
}

/** True when the request carries a token the mock does not know (expired or forged): a 401. */
export function hasStaleToken(ctx: MockContext, request: Request): boolean {
  return /^Bearer\s+/i.test(request.headers.get('authorization') ?? '') && currentUser(ctx, request) === null;
}
