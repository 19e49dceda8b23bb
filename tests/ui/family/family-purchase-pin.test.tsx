import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { TurnOnFamilyMode } from '../../../src/application/use-cases/family/turn-on-family-mode';
import { signedIn } from '../billing/billing-session';

const PIN = '2580';
const CODE_SENT = '/api/auth/subscription/otp/send';

describe("family mode guards buying and cancelling a plan with the parent's PIN", () => {
  const server = useMockServer();
  const requests = (path: string) =>
    server
      .backend()
      .log.list()
      .filter((entry) => entry.path === path);

  async function withFamilyMode(userId: string, monthlyLimit: number | null = null) {
    const app = renderApp('/plans', { storage: signedIn(server, userId) });
    await app.features.ensure('family');
    await expect(
      app.resolver.get(TurnOnFamilyMode).execute(PIN, { monthlyLimit, dailyMinutes: null, allowedGames: [] }),
    ).resolves.toEqual({ code: 'family-mode-on' });
    return { ui: userEvent.setup(), app };
  }

  it('asks the PIN in a dialog before the code is sent, says the tries left after a wrong one, and sends the code after the right one', async () => {
    const { ui, app } = await withFamilyMode(DEMO_FREE_USER.id);
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    await ui.click(await app.findByRole('button', { name: 'Send code to pay ৳5' }));

    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to pay ৳5" });
    const field = within(dialog).getByLabelText("Parent's PIN");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    expect(requests(CODE_SENT)).toHaveLength(0);

    await ui.type(field, '1111');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wrong PIN. 2 tries left before the PIN is locked for 15 minutes.',
    );
    expect(field).toHaveValue('');
    expect(requests(CODE_SENT)).toHaveLength(0);

    // Escape closes the dialog and sends nothing.
    await ui.keyboard('{Escape}');
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests(CODE_SENT)).toHaveLength(0);

    await ui.click(app.getByRole('button', { name: 'Send code to pay ৳5' }));
    const again = await app.findByRole('dialog', { name: "Parent's PIN to pay ৳5" });
    await ui.type(within(again).getByLabelText("Parent's PIN"), PIN);
    await ui.click(within(again).getByRole('button', { name: 'Continue' }));
    await app.findByRole('textbox', { name: 'Verification code' });
    expect(requests(CODE_SENT)).toHaveLength(1);
    expect(JSON.stringify(server.backend().log.list())).not.toContain(PIN);
  });

  it('refuses a purchase above the monthly limit before any code, saying what is left, without asking the PIN', async () => {
    const { ui, app } = await withFamilyMode(DEMO_FREE_USER.id, 3);
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    await ui.click(await app.findByRole('button', { name: 'Send code to pay ৳5' }));
    expect(await app.findByRole('alert')).toHaveTextContent(
      "This purchase would pass this month's spending limit of ৳3. ৳3 is left this month.",
    );
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests(CODE_SENT)).toHaveLength(0);
    expect(app.router.state.location.pathname).toBe('/payment');
  });

  it('says the lock and its end after three wrong PINs, in Bangla too', async () => {
    const { ui, app } = await withFamilyMode(DEMO_FREE_USER.id);
    await ui.click(await app.findByRole('button', { name: 'Subscribe to Daily' }));
    await ui.click(await app.findByRole('button', { name: 'Send code to pay ৳5' }));
    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to pay ৳5" });
    const answers = [/2 tries left/, /1 try left/, /^Too many wrong PINs\. .* locked until .+\.$/];
    for (const [index, wrong] of ['1111', '2222', '3333'].entries()) {
      await ui.type(within(dialog).getByLabelText("Parent's PIN"), wrong);
      await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByText(answers[index]!)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText("Parent's PIN")).toBeDisabled();
    await ui.click(within(dialog).getByRole('button', { name: 'Close' }));
    await ui.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    await ui.click(await app.findByRole('button', { name: /পরিশোধের জন্য কোড পাঠান$/ }));
    expect(await app.findByRole('alert')).toHaveTextContent(/অনেকবার ভুল পিন দেওয়া হয়েছে।/);
    expect(requests(CODE_SENT)).toHaveLength(0);
  });

  it('asks the PIN before a plan is cancelled and sends nothing without it', async () => {
    const { ui, app } = await withFamilyMode(DEMO_SUBSCRIBER.id);
    await ui.click(await app.findByRole('link', { name: 'Cancel plan Esports Monthly' }));
    await ui.click(await app.findByRole('button', { name: 'Cancel esports plan' }));
    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to cancel Esports Monthly" });
    expect(requests('/api/auth/esports/subscription/cancel')).toHaveLength(0);
    await ui.type(within(dialog).getByLabelText("Parent's PIN"), '২৫৮০');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await app.findByText('Esports Plan cancelled successfully')).toBeInTheDocument();
    expect(requests('/api/auth/esports/subscription/cancel')).toHaveLength(1);
  });

  it('checks the cancel form first, then asks the PIN before the general plan is cancelled', async () => {
    const { ui, app } = await withFamilyMode(DEMO_SUBSCRIBER.id);
    await ui.click(await app.findByRole('link', { name: 'Cancel plan Monthly Pass' }));
    await ui.click(await app.findByRole('button', { name: 'Cancel plan' }));
    expect(await app.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();

    await ui.click(app.getByRole('radio', { name: '3 stars' }));
    await ui.click(app.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to cancel Monthly Pass" });
    expect(requests('/api/auth/v2/subscription/cancel')).toHaveLength(0);
    await ui.type(within(dialog).getByLabelText("Parent's PIN"), PIN);
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await app.findByText('Your Monthly Pass plan has been cancelled')).toBeInTheDocument();
    expect(requests('/api/auth/v2/subscription/cancel')).toHaveLength(1);
  });
});
