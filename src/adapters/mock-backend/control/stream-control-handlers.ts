import { http, HttpResponse } from 'msw';
import type { LiveTournament } from '../live/live-tournament';
import type { StreamHub } from '../live/stream-hub';

/** Spec §3 push notification fields the control call passes on (anything else is dropped). */
const FIELDS = [
  'title',
  'message',
  'imageUrl',
  'bannerImage',
  'autoCloseInSeconds',
  'isAutoClose',
  'redirect_Url',
  'redirect_CtaText',
] as const;

/** Enough for a 5 MB board; more only slows the mock down. */
const MAX_BOARD_PLAYERS = 100_000;

/**
 * Control API for the streams (mock mode only; README "Control API"):
 * - POST /__mock__/broadcast {title, message, imageUrl?, redirect_Url?, redirect_CtaText?, autoCloseInSeconds?, wrap?}
 *   sends a notification to every open broadcast stream (inside the optional `notification`
 *   wrapper of spec §7 unless wrap is false); answers {sent}.
 * - POST /__mock__/streams/drop ends every open stream so clients show the loss and reconnect; answers {dropped}.
 * - POST /__mock__/tournament/tick sends one round of score changes now; /__mock__/tournament/advance
 *   moves the live tournament to its next stage.
 * - POST /__mock__/tournament/board-size {players, stage?} sizes a stage's board (default: the stage
 *   in play) to that many players; answers {stage, players}.
 */
export function streamControlHandlers(hub: StreamHub, live: LiveTournament) {
  return [
    http.post('*/__mock__/broadcast', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || (typeof body.title !== 'string' && typeof body.message !== 'string')) {
        return HttpResponse.json(
          { error: 'Expected { "title", "message", "imageUrl"?, "redirect_Url"?, "redirect_CtaText"?, "autoCloseInSeconds"? }' },
          { status: 400 },
        );
      }
      const notification = Object.fromEntries(FIELDS.filter((field) => field in body).map((field) => [field, body[field]]));
      const sent = hub.send('broadcast', JSON.stringify(body.wrap === false ? notification : { notification }));
      return HttpResponse.json({ sent });
    }),
    http.post('*/__mock__/streams/drop', () => HttpResponse.json({ dropped: hub.dropAll() })),
    http.post('*/__mock__/tournament/tick', () => HttpResponse.json({ changed: live.tick() })),
    http.post('*/__mock__/tournament/advance', () => HttpResponse.json({ currentState: live.advanceStage() })),
    http.post('*/__mock__/tournament/board-size', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { players?: unknown; stage?: unknown } | null;
      const players = body?.players;
      if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > MAX_BOARD_PLAYERS) {
        return HttpResponse.json(
          { error: `Expected { "players": 1…${MAX_BOARD_PLAYERS}, "stage"?: "FIRST-ROUND" }` },
          { status: 400 },
        );
      }
      const sized = live.sizeBoard(players, typeof body?.stage === 'string' && body.stage ? body.stage : undefined);
      return sized ? HttpResponse.json(sized) : HttpResponse.json({ error: 'No live tournament' }, { status: 404 });
    }),
  ];
}
