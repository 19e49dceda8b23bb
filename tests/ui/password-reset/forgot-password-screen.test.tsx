import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';

/** Clicks into a field and pastes: the same change handlers as typing, in one event. */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

describe('/forgot-password', () => {
  const server = useMockServer();

  async function reachCodeStep(user: UserEvent, identifier = 'free@example.com') {
    await enter(user, await screen.findByRole('textbox', { name: 'Email or mobile number' }), identifier);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    return screen.findByRole('textbox', { name: 'Verification code' });
  }

  it('resets the password through all three steps, and the new password then logs in', async () => {
    const user = userEvent.setup();
    const app = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    const code = await reachCodeStep(user, '01700000002');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await enter(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const newPassword = await screen.findByLabelText('New password');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await enter(user, newPassword, 'Fresh#2026');
    await enter(user, screen.getByLabelText('Confirm new password'), 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(JSON.stringify(app.storage.dump())).not.toContain('Fresh#2026');

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await enter(user, await screen.findByRole('textbox', { name: 'Email or mobile number' }), 'free@example.com');
    await enter(user, screen.getByLabelText('Password'), 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.storage.dump()).toMatchObject({ user_id: 'u-free' });
  });

  it('asks for an identifier next to the field before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const field = screen.getByRole('textbox', { name: 'Email or mobile number' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter your email or mobile number');
    expect(field).toHaveFocus();
  });

  it("shows the server's message in the 'Failed' dialog for an unknown account and keeps the identifier", async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await enter(user, await screen.findByRole('textbox', { name: 'Email or mobile number' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('No account found with these details')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or mobile number' })).toHaveValue('nobody@example.com');
  });

  it("stays on the code step with 'Invalid OTP' for a wrong code", async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const code = await reachCodeStep(user);
    await enter(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(code).toHaveValue('000000');
  });

  it('shows password problems next to the fields and keeps both values', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await enter(user, await reachCodeStep(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await enter(user, await screen.findByLabelText('New password'), 'short');
    await enter(user, screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(screen.getByLabelText('New password')).toHaveValue('short');
    expect(
      server
        .backend()
        .log.list()
        .some((r) => r.path === '/api/auth/password/reset'),
    ).toBe(false);
  });
});
