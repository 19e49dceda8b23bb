import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from './billing-session';

describe('/plans: recharge outcomes, cancelling, load states', () => {
  const server = useMockServer();

  const user = (id: string) => server.backend().ctx.db.user.findFirst({ where: { id: { equals: id } } });
  const requests = (path: string) =>
    server
      .backend()
      .log.list()
      .filter((entry) => entry.path === path);

  it.each([
    ['canceled', 'Payment was cancelled. You have not been charged.'],
    ['error', 'Payment failed. Please try again.'],
  ])('?recharge=%s shows its message, confirms it once and leaves /plans without the query', async (outcome, message) => {
    const app = renderApp(`/plans?recharge=${outcome}`, { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(requests('/api/auth/subscription/purchase/confirm')).toHaveLength(1));
    expect(requests('/api/auth/subscription/purchase/confirm')[0]?.body).toMatchObject({ status: outcome });
  });

  it('?recharge=success without a paid payment shows the refusal, not an active plan', async () => {
    const app = renderApp('/plans?recharge=success', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('No completed payment was found for this account')).toBeInTheDocument();
    expect(app.queryByText('Your subscription is active')).not.toBeInTheDocument();
  });

  it('the subscriber rates (UI 2 → PlatformRating 3), gives a reason and cancels; the server message shows', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const current = await app.findByRole('article', { name: 'Monthly Pass' });
    expect(current).toHaveTextContent('Your current plan');
    expect(within(current).queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    // Cancelling is a step of its own that asks first and says what stops and when.
    await ui.click(within(current).getByRole('link', { name: 'Cancel plan Monthly Pass' }));
    expect(await app.findByRole('heading', { name: 'Cancel Monthly Pass?' })).toHaveFocus();
    expect(app.router.state.location.search).toBe('?cancel=general');
    expect(app.getByText(/The automatic renewal: no further charges to 01700000001/)).toBeInTheDocument();
    await ui.click(app.getByRole('button', { name: 'Cancel plan' }));
    expect(await app.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(requests('/api/auth/v2/subscription/cancel')).toHaveLength(0);
    const rating = app.getByRole('radiogroup', { name: 'Rate your experience' });
    expect(rating).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
    await waitFor(() => expect(within(rating).getByRole('radio', { name: '1 star' })).toHaveFocus());

    await ui.click(within(rating).getByRole('radio', { name: '3 stars' }));
    await ui.type(app.getByRole('textbox', { name: 'Reason for cancelling (optional)' }), 'Too expensive');
    await ui.click(app.getByRole('button', { name: 'Cancel plan' }));

    expect(await app.findByText('Your Monthly Pass plan has been cancelled')).toBeInTheDocument();
    expect(requests('/api/auth/v2/subscription/cancel')[0]?.body).toEqual({ PlatformRating: 3, ReasonToCancel: 'Too expensive' });
    expect(await app.findByText('Free plan')).toBeInTheDocument();
    // The cleared plan may render the plans a moment before the step's address is replaced.
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(app.queryByRole('link', { name: 'Cancel plan Monthly Pass' })).not.toBeInTheDocument();
    expect(user(DEMO_SUBSCRIBER.id)).toMatchObject({ isPremiumUser: false, isPremiumUserESports: true });
  });

  it('a subscriber buying a second general plan is asked first; once confirmed the purchase starts', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    const ask = await app.findByRole('dialog', { name: 'You already have Monthly Pass' });
    expect(ask).toHaveTextContent('Daily would be a second plan, charged ৳5 on top of Monthly Pass');
    expect(app.router.state.location.pathname).toBe('/plans');
    await ui.click(within(ask).getByRole('button', { name: 'Buy Daily as well' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment'));
    expect(await app.findByRole('button', { name: 'Send code to pay ৳5' })).toBeInTheDocument();
  });

  it('a profile whose plans arrive as objects still shows the current plan, which can be cancelled', async () => {
    const ui = userEvent.setup();
    const plan = (name: string) => ({ id: 9, name, status: 'ACTIVE', endDate: '2026-12-31T00:00:00Z', price: { amount: 80 } });
    server.backend().faults.add({
      match: '/api/auth/user/profile',
      times: 1,
      body: JSON.stringify({
        status: 'OK',
        data: {
          userId: DEMO_SUBSCRIBER.id,
          mobile: '01700000001',
          isPremiumUser: true,
          subscription: plan('Monthly Pass'),
          isPremiumUserESports: true,
          subscriptionESports: plan('Esports Monthly'),
          preferences: { language: ['bn'] },
        },
        errors: [],
      }),
    });
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    expect(await app.findByRole('article', { name: 'Monthly Pass' })).toHaveTextContent('Your current plan');
    await ui.click(await app.findByRole('link', { name: 'Cancel plan Monthly Pass' }));
    const rating = app.getByRole('radiogroup', { name: 'Rate your experience' });
    await ui.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await ui.click(app.getByRole('button', { name: 'Cancel plan' }));
    expect(await app.findByText('Your Monthly Pass plan has been cancelled')).toBeInTheDocument();
    expect(user(DEMO_SUBSCRIBER.id)).toMatchObject({ isPremiumUser: false });
  });

  it("cancels the esports plan after confirming: 'Esports Plan cancelled successfully'", async () => {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    await ui.click(await app.findByRole('link', { name: 'Cancel plan Esports Monthly' }));
    expect(await app.findByRole('heading', { name: 'Cancel Esports Monthly?' })).toBeInTheDocument();
    // 'Keep my plan' goes back to the plans without cancelling.
    await ui.click(app.getByRole('link', { name: 'Keep my plan' }));
    expect(await app.findByRole('heading', { name: 'Esports' })).toBeInTheDocument();
    expect(
      server
        .backend()
        .log.list()
        .filter((e) => e.path === '/api/auth/esports/subscription/cancel'),
    ).toHaveLength(0);
    await ui.click(await app.findByRole('link', { name: 'Cancel plan Esports Monthly' }));
    await ui.click(await app.findByRole('button', { name: 'Cancel esports plan' }));
    expect(await app.findByText('Esports Plan cancelled successfully')).toBeInTheDocument();
    expect(await app.findByText('Esports: Free plan')).toBeInTheDocument();
    expect(user(DEMO_SUBSCRIBER.id)).toMatchObject({ isPremiumUserESports: false, isPremiumUser: true });
  });

  it('a failed slot load shows the message and Retry loads it again', async () => {
    const ui = userEvent.setup();
    server.backend().faults.add({
      match: '/api/cms/pricing/slots',
      status: 400,
      body: JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Catalogue offline' }] }),
    });
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const section = await app.findByRole('region', { name: 'Premium games' });
    expect(await within(section).findByText('These plans could not be loaded. Catalogue offline')).toBeInTheDocument();
    await ui.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await app.findByRole('button', { name: 'Subscribe to Daily' })).toBeInTheDocument();
  });

  it('shows a skeleton while the slots load, and says so when a plan has none on sale', async () => {
    server.backend().ctx.db.pricingSlot.deleteMany({ where: { area: { equals: 'esports' } } });
    server.backend().faults.add({ match: '/api/cms/pricing/slots', delayMs: 300 });
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const general = await app.findByRole('region', { name: 'Premium games' });
    expect(within(general).getByRole('status')).toHaveTextContent('Loading plans…');
    const esports = app.getByRole('region', { name: 'Esports' });
    expect(
      await within(esports).findByText('No plans are on sale here right now. Please check again later.'),
    ).toBeInTheDocument();
    expect(await within(general).findByRole('button', { name: 'Subscribe to Weekly' })).toBeInTheDocument();
  });

  it("a plan area answered with thousands of plans shows the first 20, the player's own plan and how many there are", async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ id: `bulk-${i + 1}`, name: `Bulk plan ${i + 1}`, price: 10 }));
    // The subscriber's own plan comes last, far beyond the plans shown.
    const own = { id: 'own', name: 'Monthly Pass', price: 99 };
    server.backend().faults.add({
      match: '/api/cms/pricing/slots',
      body: JSON.stringify({ status: 'OK', data: { pricingSlots: [...many, own] }, errors: [] }),
      contentType: 'application/json',
    });
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const section = await app.findByRole('region', { name: 'Premium games' });
    expect(await within(section).findByText('Showing 20 of 3,001 plans.')).toBeInTheDocument();
    const plans = within(section).getAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      ...many.slice(0, 20).map((slot) => slot.name),
      'Monthly Pass',
    ]);
    expect(within(section).getByRole('article', { name: 'Monthly Pass' })).toHaveTextContent('Your current plan');
  });
});
