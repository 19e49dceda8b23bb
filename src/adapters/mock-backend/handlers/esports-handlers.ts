import { http, HttpResponse } from 'msw';
import type { MockContext } from '../mock-context';
import { normaliseMobile } from '../../../domain/mobile-number';
import { currentUser } from './current-user';
import { failed, jsonBody, ok, unauthorized } from './mock-envelope';
import { escapeHtml, mockPage, requestOrigin } from './mock-page';
import {
  checkBillingCode,
  dropBillingCode,
  INVALID_MOBILE,
  issueBillingCode,
  setPlan,
  slotOf,
  slotsOf,
  toPricingSlotDto,
  UNKNOWN_SLOT,
} from './subscriptions';

export const NO_ESPORTS_PLAN = 'You have no active esports plan to cancel';
const MAX_PREVIEW = 20;

/** Esports cups, soonest first; `imageUrl` made absolute on the host that was asked (the partner's own images). */
function cupsFor(ctx: MockContext, origin: string, status: number | null) {
  return ctx.db.esportsCup
    .getAll()
    .filter((cup) => status === null || cup.status === status)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((cup) => ({ ...cup, imageUrl: `${origin}${cup.imageUrl}` }));
}

/**
 * The esports plan's calls of spec §7 "Subscriptions", and the esports host the mock serves on the
 * same origin under /esports: the cups preview of "Esports, voucher and tournament" (a partner API:
 * a bare JSON array, no envelope, no login) and the arena page the portal links out to.
 */
export function esportsHandlers(ctx: MockContext) {
  return [
    http.get('*/api/auth/esports/pricing/slots', ({ request }) => {
      if (!currentUser(ctx, request)) return unauthorized();
      return ok({ pricingSlots: slotsOf(ctx.db, 'esports').map(toPricingSlotDto) });
    }),

    http.post('*/api/auth/esports/subscription/otp/send', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const slot = slotOf(ctx.db, 'esports', body.PricingSlotId);
      if (!slot) return failed(UNKNOWN_SLOT);
      const mobile = normaliseMobile(typeof body.mobile === 'string' ? body.mobile : '');
      if (!mobile) return failed(INVALID_MOBILE);
      issueBillingCode(ctx, user.id, 'esports', slot.id, mobile);
      return ok({ message: `A code was sent to ${mobile}` });
    }),

    http.post('*/api/auth/esports/subscription/otp/verify', async ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      const body = await jsonBody(request);
      const slot = slotOf(ctx.db, 'esports', body.PricingSlotId);
      if (!slot) return failed(UNKNOWN_SLOT);
      const refusal = checkBillingCode(ctx, user.id, 'esports', slot.id, body.OTP);
      if (refusal) return failed(refusal);
      dropBillingCode(ctx, user.id, 'esports');
      setPlan(ctx.db, user, 'esports', slot.name);
      return ok({ subscriptionESports: slot.name });
    }),

    // Answers without a message: the portal then shows its default 'Esports Plan cancelled successfully'.
    http.post('*/api/auth/esports/subscription/cancel', ({ request }) => {
      const user = currentUser(ctx, request);
      if (!user) return unauthorized();
      if (!user.isPremiumUserESports) return failed(NO_ESPORTS_PLAN);
      setPlan(ctx.db, user, 'esports', null);
      return ok(null);
    }),

    http.get('*/esports/api/cups/preview', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = query.has('limit') ? Number(query.get('limit')) : MAX_PREVIEW;
      const status = query.has('status') ? Number(query.get('status')) : null;
      if (!Number.isInteger(limit) || limit < 1 || (status !== null && !Number.isInteger(status))) {
        return HttpResponse.json({ message: 'limit must be a positive whole number and status a whole number' }, { status: 400 });
      }
      return HttpResponse.json(cupsFor(ctx, requestOrigin(request), status).slice(0, Math.min(limit, MAX_PREVIEW)));
    }),

    // The partner's entry page. The mock only checks the shape of the token the portal issued (esp-…).
    http.get('*/esports/api/arena', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (!/^esp-[a-z0-9]+$/.test(token)) {
        return mockPage('Esports arena', '<h1>Esports arena</h1><p>Please open the arena from the portal while logged in.</p>', {
          status: 401,
        });
      }
      const cups = cupsFor(ctx, requestOrigin(request), 2)
        .map((cup) => `<li>${escapeHtml(cup.name)}: ${escapeHtml(cup.gameName)}</li>`)
        .join('');
      return mockPage(
        'Esports arena',
        `<h1>Welcome to the esports arena</h1><p class="muted">Signed in with your portal account (mock partner).</p><ul>${cups}</ul>
<div class="actions"><a class="button" href="/esports">Back to the portal</a></div>`,
      );
    }),
  ];
}
