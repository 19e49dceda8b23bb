import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

describe('/family-mode: a parent sets family mode from the profile', () => {
  const server = useMockServer();

  it('is reached from the profile, turns on with a PIN typed twice in Bangla digits and a monthly limit, and keeps no PIN in clear', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('link', { name: 'Family mode' }));
    expect(await app.findByRole('heading', { level: 1, name: 'Family mode' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/family-mode');

    const form = app.getByRole('region', { name: 'Turn on family mode' });
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '৭৩৯১');
    await ui.type(within(form).getByLabelText('The PIN again'), '7391');
    await ui.type(within(form).getByLabelText('Monthly spending limit in taka (optional)'), '৫০');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));

    expect(await app.findByRole('heading', { name: 'Family mode is on' })).toBeInTheDocument();
    expect(app.getByRole('status')).toHaveTextContent('Family mode is on. Purchases and cancellations now ask for the PIN.');
    const status = app.getByRole('region', { name: 'Family mode is on' });
    expect(within(status).getByText('৳50')).toBeInTheDocument();
    expect(within(status).getByText('No limit')).toBeInTheDocument();
    const kept = JSON.stringify(app.storage.dump());
    expect(kept).toContain('PBKDF2-SHA-256');
    expect(kept).not.toMatch(/7391|৭৩৯১/);
    expect(JSON.stringify(server.backend().log.list())).not.toMatch(/7391|৭৩৯১/);
  });

  it('refuses two PINs that differ and a PIN that is not four digits, beside their fields', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/family-mode', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const form = await app.findByRole('region', { name: 'Turn on family mode' });
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '123');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));
    expect(within(form).getByLabelText("Parent's PIN (4 digits)")).toHaveAccessibleDescription(
      expect.stringContaining('The PIN is four digits.'),
    );
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '4');
    await ui.type(within(form).getByLabelText('The PIN again'), '1235');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));
    expect(within(form).getByLabelText('The PIN again')).toHaveAccessibleDescription('The two PINs are not the same.');
    expect(app.queryByRole('heading', { name: 'Family mode is on' })).not.toBeInTheDocument();
  });

  it('changes the limit and turns family mode off only with the PIN', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/family-mode', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const form = await app.findByRole('region', { name: 'Turn on family mode' });
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '7391');
    await ui.type(within(form).getByLabelText('The PIN again'), '7391');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));

    const change = await app.findByRole('region', { name: 'Change family mode' });
    await ui.type(within(change).getByLabelText('Monthly spending limit in taka (optional)'), '100');
    await ui.click(within(change).getByRole('button', { name: 'Save changes' }));
    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to save the changes" });
    await ui.type(within(dialog).getByLabelText("Parent's PIN"), '0000');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/^Wrong PIN\. 2 tries left/)).toBeInTheDocument();
    await ui.type(within(dialog).getByLabelText("Parent's PIN"), '7391');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await app.findByText("Family mode's settings are saved.")).toBeInTheDocument();
    expect(within(app.getByRole('region', { name: 'Family mode is on' })).getByText('৳100')).toBeInTheDocument();

    await ui.click(app.getByRole('button', { name: 'Turn off family mode' }));
    const off = await app.findByRole('dialog', { name: "Parent's PIN to turn off family mode" });
    await ui.type(within(off).getByLabelText("Parent's PIN"), '7391');
    await ui.click(within(off).getByRole('button', { name: 'Continue' }));
    expect(await app.findByText('Family mode is off on this phone.')).toBeInTheDocument();
    expect(app.getByRole('region', { name: 'Turn on family mode' })).toBeInTheDocument();
  });

  it('resets a forgotten PIN with the code sent to the account’s number', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/family-mode', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const form = await app.findByRole('region', { name: 'Turn on family mode' });
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '7391');
    await ui.type(within(form).getByLabelText('The PIN again'), '7391');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));

    const forgot = await app.findByRole('region', { name: 'Forgot the PIN?' });
    await ui.click(within(forgot).getByRole('button', { name: 'Send a code to reset the PIN' }));
    expect(await within(forgot).findByText('A code was sent to 01700000002.')).toBeInTheDocument();
    await ui.type(within(forgot).getByLabelText('Code from the SMS'), '123456');
    await ui.type(within(forgot).getByLabelText('New PIN (4 digits)'), '4826');
    await ui.type(within(forgot).getByLabelText('The new PIN again'), '4826');
    await ui.click(within(forgot).getByRole('button', { name: 'Set the new PIN' }));
    expect(await app.findByText('The new PIN is set.')).toBeInTheDocument();

    await ui.click(app.getByRole('button', { name: 'Turn off family mode' }));
    const off = await app.findByRole('dialog', { name: "Parent's PIN to turn off family mode" });
    await ui.type(within(off).getByLabelText("Parent's PIN"), '4826');
    await ui.click(within(off).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.getByRole('region', { name: 'Turn on family mode' })).toBeInTheDocument());
  });

  it('keeps the games a parent allows by name or by address, and changes them with the PIN', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/family-mode', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const form = await app.findByRole('region', { name: 'Turn on family mode' });
    await ui.type(within(form).getByLabelText("Parent's PIN (4 digits)"), '7391');
    await ui.type(within(form).getByLabelText('The PIN again'), '7391');
    await ui.type(within(form).getByLabelText('Other games allowed (optional)'), 'Rally Chase, /game-details/night-racer');
    await ui.click(within(form).getByRole('button', { name: 'Turn on family mode' }));

    const status = await app.findByRole('region', { name: 'Family mode is on' });
    expect(status).toHaveTextContent("Kids' and puzzle games and rally-chase, night-racer, without premium games or tournaments");
    const change = app.getByRole('region', { name: 'Change family mode' });
    const allowed = within(change).getByLabelText('Other games allowed (optional)');
    expect(allowed).toHaveValue('rally-chase, night-racer');
    await ui.clear(allowed);
    await ui.click(within(change).getByRole('button', { name: 'Save changes' }));
    const dialog = await app.findByRole('dialog', { name: "Parent's PIN to save the changes" });
    await ui.type(within(dialog).getByLabelText("Parent's PIN"), '7391');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await app.findByText("Family mode's settings are saved.")).toBeInTheDocument();
    expect(app.getByRole('region', { name: 'Family mode is on' })).toHaveTextContent(
      "Kids' and puzzle games, without premium games or tournaments",
    );
  });
});
