import { http } from 'msw';
import { mergeProgress } from '../../../domain/progress-merge';
import { emptyProgress, readPlayerProgress, type PlayerProgress } from '../../../domain/player-progress';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';

/**
 * The calls a backend would need to keep a player's progress across devices (docs/api-calls.md,
 * "Progress across devices"; docs/decisions/0057), served only with the mock's progressSync flag.
 * The server keeps one record per account and merges what a device sends with the same rules as the
 * device's login merge (src/domain/progress-merge.ts): a day counted once, achievements with the
 * earlier date, the higher best, rounds counted per record. Sending the same record twice changes
 * nothing.
 */
export function playerProgressHandlers(ctx: MockContext) {
  const stored = (userId: string): PlayerProgress | null => {
    const row = ctx.db.playerProgress.findFirst({ where: { userId: { equals: userId } } });
    if (!row) return null;
    try {
      return readPlayerProgress(JSON.parse(row.record), `server-${userId}`);
    } catch {
      return null;
    }
  };

  return [
    http.get('*/api/player/progress', ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      return ok({ progress: stored(user.id) });
    }),
    http.post('*/api/player/progress/merge', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      if (typeof body.progress !== 'object' || body.progress === null || Array.isArray(body.progress))
        return failed('Expected {progress}: the progress kept on the device');
      const sent = readPlayerProgress(body.progress, ctx.nextId('progress'));
      const before = stored(user.id) ?? emptyProgress(`server-${user.id}`);
      const merged = mergeProgress(before, sent);
      const record = JSON.stringify(merged);
      if (ctx.db.playerProgress.findFirst({ where: { userId: { equals: user.id } } }))
        ctx.db.playerProgress.update({ where: { userId: { equals: user.id } }, data: { record } });
      else ctx.db.playerProgress.create({ userId: user.id, record });
      return ok({ progress: merged });
    }),
  ];
}
