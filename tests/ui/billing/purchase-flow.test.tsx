import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from './billing-session';

const SEND_CODE = /^Send code to pay ৳\d+$/;

describe('buying a plan: /plans → /payment → /payment-otp-verification', () => {
  const server = useMockServer();

  const freeUser = () => server.backend().ctx.db.user.findFirst({ where: { id: { equals: DEMO_FREE_USER.id } } });

  async function toCodeStep(slotName: string, options: { storage?: Record<string, string> } = {}) {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id, options.storage) });
    await ui.click(await app.findByRole('button', { name: `Subscribe to ${slotName}` }));
    await ui.click(await app.findByRole('button', { name: SEND_CODE }));
    await app.findByRole('textbox', { name: 'Verification code' });
    return { ui, app };
  }

  it('shows both plans, their slots and the free state from the profile', async () => {
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(await app.findByText('Free plan')).toBeInTheDocument();
    expect(app.getByText('Esports: Free plan')).toBeInTheDocument();
    const monthly = await app.findByRole('article', { name: 'Monthly Pass' });
    expect(within(monthly).getByText('৳80')).toBeInTheDocument();
    expect(
      within(monthly).getByText(/Renews automatically every 30 days\. Unlocks: Premium games, Tournaments\./),
    ).toBeInTheDocument();
    expect(within(monthly).getByText('/ 30 days')).toBeInTheDocument();
    expect(await app.findByRole('button', { name: 'Subscribe to Esports Weekly' })).toBeInTheDocument();
    expect(app.queryByRole('link', { name: /^Cancel plan/ })).not.toBeInTheDocument();
  });

  it("the plan's price, renewal, next charge, what it unlocks and how to cancel are stated before the code is sent", async () => {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    const list = await app.findByLabelText('Terms of Daily');
    expect(list).toHaveTextContent('৳5 every day');
    expect(list).toHaveTextContent('The plan does not state VAT or a supplementary charge separately.');
    expect(list).toHaveTextContent('Renews automatically every day until you cancel.');
    expect(list).toHaveTextContent(/Next charge: \d{1,2} \w{3} \d{4}, unless you cancel before\./);
    expect(list).toHaveTextContent('Premium games, Tournaments');
    expect(list).toHaveTextContent('Cancel any time on the Plans page');
    expect(app.getByRole('button', { name: 'Send code to pay ৳5' })).toBeInTheDocument();
    expect(
      server
        .backend()
        .log.list()
        .filter((e) => e.path === '/api/auth/subscription/otp/send'),
    ).toHaveLength(0);
  });

  it('the free user subscribes with 123456 and becomes premium; /plans then says so', async () => {
    const { ui, app } = await toCodeStep('Weekly');
    expect(app.router.state.location.pathname).toBe('/payment-otp-verification');
    expect(app.getByText('01700000002')).toBeInTheDocument();
    await ui.type(app.getByRole('textbox', { name: 'Verification code' }), '123456');
    await ui.click(app.getByRole('button', { name: 'Verify' }));

    expect(await app.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/plans'));
    expect(await app.findByText('Your subscription is active')).toBeInTheDocument();
    expect(app.getByText('Premium: Weekly')).toBeInTheDocument();
    expect(freeUser()).toMatchObject({ isPremiumUser: true, subscription: 'Weekly' });
  });

  it("a wrong code shows 'Invalid OTP' beside the field, keeps it, and changes nothing", async () => {
    const { ui, app } = await toCodeStep('Weekly');
    const code = app.getByRole('textbox', { name: 'Verification code' });
    await ui.type(code, '654321');
    await ui.click(app.getByRole('button', { name: 'Verify' }));
    // Said once: beside the field and announced, with no 'Failed' modal on top.
    expect(await app.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.getAllByText('Invalid OTP')).toHaveLength(1);
    expect(code).toHaveValue('654321');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Invalid OTP'));
    expect(app.router.state.location.pathname).toBe('/payment-otp-verification');
    expect(freeUser()).toMatchObject({ isPremiumUser: false, subscription: null });
  });

  it('the code field fills itself from the SMS where the browser can read it (WebOTP)', async () => {
    const scope = globalThis as { OTPCredential?: unknown };
    scope.OTPCredential = class {};
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: async () => ({ code: '123456' }) },
    });
    try {
      const { app } = await toCodeStep('Weekly');
      await waitFor(() => expect(app.getByRole('textbox', { name: 'Verification code' })).toHaveValue('123456'));
      expect(app.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('autocomplete', 'one-time-code');
    } finally {
      delete scope.OTPCredential;
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });

  it('refuses a number that is not Bangladeshi beside the field, keeps it, and accepts +880', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    const mobile = await app.findByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveValue('01700000002');
    await ui.clear(mobile);
    await ui.type(mobile, '12345');
    await ui.click(app.getByRole('button', { name: SEND_CODE }));
    expect(await app.findByText('Enter a valid Bangladeshi mobile number, e.g. 01712345678')).toBeInTheDocument();
    expect(mobile).toHaveValue('12345');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await ui.clear(mobile);
    await ui.type(mobile, '+8801712345678');
    await ui.click(app.getByRole('button', { name: SEND_CODE }));
    await app.findByRole('textbox', { name: 'Verification code' });
    const sent = server
      .backend()
      .log.list()
      .find((entry) => entry.path === '/api/auth/subscription/otp/send');
    expect(sent?.body).toEqual({ PricingSlotId: 'ps-daily', mobile: '01712345678', ForwardedFrom: 'web' });
  });

  it('the Monthly Pass continues on the payment page (a full page load) after the code', async () => {
    const { ui, app } = await toCodeStep('Monthly Pass');
    await ui.type(app.getByRole('textbox', { name: 'Verification code' }), '123456');
    await ui.click(app.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.assigned).toEqual([expect.stringMatching(/^\/mock-assets\/payment\/pay-/)]));
    // The code step's entry became /payment: Back from the operator's page comes to the plan being bought.
    expect(app.router.state.location.pathname).toBe('/payment');
    expect(freeUser()?.isPremiumUser).toBe(false);
  });

  it('after the purchase the player goes back to the remembered path', async () => {
    const { ui, app } = await toCodeStep('Weekly', { storage: { 'previous-url': '/tournament' } });
    await ui.type(app.getByRole('textbox', { name: 'Verification code' }), '123456');
    await ui.click(app.getByRole('button', { name: 'Verify' }));
    expect(await app.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tournament'));
    expect(app.storage.dump()['previous-url']).toBeUndefined();
  });

  it('leaving the payment group mid-purchase forgets it: /payment then offers the plans again', async () => {
    const { app } = await toCodeStep('Weekly');
    await app.router.navigate('/profile');
    expect(await app.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await app.router.navigate('/payment-otp-verification');
    expect(await app.findByText('No plan is being bought right now. Choose one to continue.')).toBeInTheDocument();
    expect(app.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  });
});
