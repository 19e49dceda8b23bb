import { http } from 'msw';
import type { MockContext } from '../mock-context';
import { currentUser } from './current-user';
import { ok, unauthorized } from './mock-envelope';
import { gameById, toGameDto } from './games-dto';
import { mockPage, requestOrigin } from './mock-page';

/**
 * Spec §7 "GET /intg/voucher/token reads data.urlWithToken" and "GET /intg/game/list reads
 * data.games", plus the voucher partner's page the link opens (served on this origin, so the
 * portal's URL guard accepts it without configuring a partner origin).
 */
export function voucherHandlers(ctx: MockContext) {
  return [
    http.get('*/api/intg/voucher/token', ({ request }) => {
      if (!currentUser(ctx, request)) return unauthorized();
      const token = ctx.nextId('vch');
      return ok({ urlWithToken: `${requestOrigin(request)}/mock-assets/voucher?token=${token}` });
    }),

    // Seed order; the portal shuffles on the client (spec §9).
    http.get('*/api/intg/game/list', () => {
      const games = ctx.db.voucherGame
        .findMany({ orderBy: { id: 'asc' } })
        .map((entry) => gameById(ctx.db, entry.gameId))
        .filter((game) => game !== null)
        .map(toGameDto);
      return ok({ games });
    }),

    http.get('*/mock-assets/voucher', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (!/^vch-[a-z0-9]+$/.test(token)) {
        return mockPage('Voucher shop', '<h1>Voucher shop</h1><p>Please open the shop from the portal while logged in.</p>', {
          status: 401,
        });
      }
      return mockPage(
        'Voucher shop',
        `<h1>Partner voucher shop</h1><p class="muted">Your portal account is recognised (mock partner). Vouchers bought here unlock partner games.</p>
<div class="actions"><a class="button" href="/voucher">Back to the portal</a></div>`,
      );
    }),
  ];
}
