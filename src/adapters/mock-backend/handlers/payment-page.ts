import { http, HttpResponse } from 'msw';
import type { MockContext } from '../mock-context';
import type { MockDb } from '../db';
import { escapeHtml, mockPage } from './mock-page';

/*
 * The operator's payment page of the mock, for the one slot billed there (seed: usesPaymentPage).
 * The verify call opens a payment session holding the three return URLs; the page is at
 * /mock-assets/payment/<id>. Its buttons post the outcome back here, which records it and
 * redirects to the matching return URL (/plans?recharge=…). The purchase confirm call then
 * activates the plan only when the recorded outcome is success.
 */
export type PaymentOutcome = 'success' | 'canceled' | 'error';
const OUTCOMES: readonly PaymentOutcome[] = ['success', 'canceled', 'error'];

export interface PaymentSession {
  id: string;
  userId: string;
  pricingSlotId: string;
  mobile: string;
  returnUrls: Record<PaymentOutcome, string>;
  outcome: PaymentOutcome | null;
}

// Keyed by the db, so a reset (a fresh db) forgets every session with it.
const sessionsByDb = new WeakMap<MockDb, Map<string, PaymentSession>>();
function sessions(db: MockDb): Map<string, PaymentSession> {
  let map = sessionsByDb.get(db);
  if (!map) sessionsByDb.set(db, (map = new Map()));
  return map;
}

/** Opens a session (replacing any earlier one of the user) and returns the page's path. */
export function openPaymentSession(ctx: MockContext, session: Omit<PaymentSession, 'id' | 'outcome'>): string {
  const all = sessions(ctx.db);
  for (const [id, other] of all) if (other.userId === session.userId) all.delete(id);
  const id = ctx.nextId('pay');
  all.set(id, { ...session, id, outcome: null });
  return `/mock-assets/payment/${id}`;
}

/** The user's payment session, if one is open. */
export const paymentSessionOf = (ctx: MockContext, userId: string): PaymentSession | undefined =>
  [...sessions(ctx.db).values()].find((session) => session.userId === userId);

export const closePaymentSession = (ctx: MockContext, id: string): boolean => sessions(ctx.db).delete(id);

export function paymentPageHandlers(ctx: MockContext) {
  return [
    http.get('*/mock-assets/payment/:id', ({ params }) => {
      const session = sessions(ctx.db).get(String(params.id));
      const slot = session && ctx.db.pricingSlot.findFirst({ where: { id: { equals: session.pricingSlotId } } });
      if (!session || !slot)
        return mockPage('Payment not found', '<h1>This payment has expired</h1><p>Please start again from the plans page.</p>', {
          status: 404,
        });
      const action = `/mock-assets/payment/${encodeURIComponent(session.id)}`;
      const button = (outcome: PaymentOutcome, label: string, primary = false) =>
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}">` +
        `<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
      return mockPage(
        'Mock operator payment',
        `<h1>Confirm your payment</h1>
<p><strong>${escapeHtml(slot.name)}</strong>: ${escapeHtml(`${slot.price} ${slot.currency}`)} for ${slot.validityDays} days.</p>
<p class="muted">Charged to ${escapeHtml(session.mobile)}. This is the mock operator's page: no money moves.</p>
<div class="actions">${button('success', 'Pay', true)}${button('canceled', 'Cancel')}${button('error', 'Simulate error')}</div>`,
      );
    }),

    http.post('*/mock-assets/payment/:id', async ({ params, request }) => {
      const session = sessions(ctx.db).get(String(params.id));
      if (!session) return mockPage('Payment not found', '<h1>This payment has expired</h1>', { status: 404 });
      const form = new URLSearchParams(await request.text());
      const outcome = OUTCOMES.find((o) => o === form.get('outcome'));
      if (!outcome) return mockPage('Payment', '<h1>Unknown choice</h1>', { status: 400 });
      session.outcome = outcome;
      // 303: the browser follows with a GET to the portal's return URL.
      return new HttpResponse(null, { status: 303, headers: { location: session.returnUrls[outcome] } });
    }),
  ];
}
