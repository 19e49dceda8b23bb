import { http } from 'msw';
import type { MockContext } from '../mock-context';
import type { LiveTournament } from '../live/live-tournament';
import type { StreamHub } from '../live/stream-hub';
import { currentUser, hasStaleToken } from './current-user';
import { unauthorized } from './mock-envelope';

/**
 * The two event streams of spec §7 as plain GET handlers answering with a ReadableStream
 * (content-type text/event-stream): msw's sse() needs EventSource, which Node lacks.
 * - /tournament/push/notification/broadcast: bearer token required; events come from
 *   POST /__mock__/broadcast.
 * - /tournament/leaderboard/broadcast: public (the /tournament page is public); it starts with the
 *   board in play and then carries the live tournament's updates.
 */
export function tournamentStreamHandlers(ctx: MockContext, hub: StreamHub, live: LiveTournament) {
  return [
    http.get('*/api/tournament/push/notification/broadcast', ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      return hub.open('broadcast', user.id, request.signal);
    }),
    http.get('*/api/tournament/leaderboard/broadcast', ({ request }) => {
      if (hasStaleToken(ctx, request)) return unauthorized();
      return hub.open('leaderboard', currentUser(ctx, request)?.id ?? null, request.signal, live.greeting());
    }),
  ];
}
