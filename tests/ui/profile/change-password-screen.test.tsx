import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_PASSWORD } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from './profile-session';

describe('/change-password', () => {
  const server = useMockServer();

  const storedPassword = () => server.backend().ctx.db.user.findFirst({ where: { id: { equals: DEMO_FREE_USER.id } } })?.password;

  async function fill(app: ReturnType<typeof renderApp>, current: string, next: string, confirm = next) {
    const ui = userEvent.setup();
    await ui.type(await app.findByLabelText('Current password'), current);
    await ui.type(app.getByLabelText('New password'), next);
    await ui.type(app.getByLabelText('Confirm new password'), confirm);
    await ui.click(app.getByRole('button', { name: 'Change password' }));
    return ui;
  }

  it("changes the password, shows 'Password updated successfully' and Go to Home leads to /home", async () => {
    const app = renderApp('/change-password', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    const ui = await fill(app, DEMO_PASSWORD, 'Fresh2026pass');

    const dialog = await app.findByRole('dialog', { name: 'Password updated successfully' });
    expect(storedPassword()).toBe('Fresh2026pass');
    expect(app.getByLabelText('New password')).toHaveValue('');
    await ui.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  });

  it("shows 'Current password is incorrect' in the Failed dialog and keeps what was typed", async () => {
    const app = renderApp('/change-password', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await fill(app, 'Wrong#2025', 'Fresh2026pass');

    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('Current password is incorrect')).toBeInTheDocument();
    expect(app.getByLabelText('New password')).toHaveValue('Fresh2026pass');
    expect(storedPassword()).toBe(DEMO_PASSWORD);
  });

  it('shows the rules next to the fields and sends nothing when the new password is weak or unconfirmed', async () => {
    const app = renderApp('/change-password', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await fill(app, DEMO_PASSWORD, 'short', 'other');

    expect(app.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit. Use at least 8 characters',
    );
    expect(app.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedPassword()).toBe(DEMO_PASSWORD);
  });

  it('uses password inputs with the right autocomplete hints', async () => {
    const app = renderApp('/change-password', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(app.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(app.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(app.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
