import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';

const PASSWORD = 'Player#2025';

describe('/login', () => {
  const server = useMockServer();

  async function logIn(identifier: string, password: string, options: { rememberMe?: boolean } = {}) {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email or mobile number' }), identifier);
    await user.type(screen.getByLabelText('Password'), password);
    if (options.rememberMe) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    return user;
  }

  it('shows the product name, the fields with their autocomplete hints and the ways onward', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('PlayZone')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or mobile number' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  });

  it('logs in the subscriber by mobile number and lands on /home', async () => {
    const app = renderApp('/login');
    await logIn('01700000001', PASSWORD);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.storage.dump()).toMatchObject({ 'auth-token': 'tok-1', user_id: 'u-subscriber', loginSource: 'SelfWeb' });
  });

  it("disables the submit button and says 'Logging in…' only while the request is under way", async () => {
    const passThrough = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/api/auth/login')) await held;
      return passThrough(input, init);
    });
    try {
      const app = renderApp('/login');
      await logIn('player@example.com', PASSWORD);
      expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
      release();
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('shows the Failed dialog with the server message for a wrong password and keeps what was typed', async () => {
    const app = renderApp('/login');
    await logIn('player@example.com', 'wrong-password');
    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('Invalid email, mobile number or password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or mobile number' })).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    // The form leaves its busy state in the render after the one that opened the dialog.
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.storage.dump()).not.toHaveProperty('auth-token');
  });

  it('returns a guest sent from /favorite to /favorite after login', async () => {
    const app = renderApp('/favorite');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await logIn('player@example.com', PASSWORD);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/favorite'));
    expect(app.storage.dump()).not.toHaveProperty('previous-url');
  });

  it('explains an unusable identifier next to the field and sends nothing', async () => {
    const app = renderApp('/login');
    await logIn('12345', PASSWORD);
    const field = screen.getByRole('textbox', { name: 'Email or mobile number' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid email or a mobile number like 01712345678');
    expect(field).toHaveFocus();
    expect(
      server
        .backend()
        .log.list()
        .filter((r) => r.path === '/api/auth/login'),
    ).toEqual([]);
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('shows and hides the password with a named toggle', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('remembers the identifier (never the password) and prefills it next time', async () => {
    const first = renderApp('/login');
    await logIn('player@example.com', PASSWORD, { rememberMe: true });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home'));
    const stored = first.storage.dump();
    expect(stored).toMatchObject({ isRememberMe: 'true', 'auth-mobile': 'player@example.com' });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    first.unmount();

    renderApp('/login', { storage: { isRememberMe: 'true', 'auth-mobile': 'player@example.com' } });
    expect(await screen.findByRole('textbox', { name: 'Email or mobile number' })).toHaveValue('player@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('sends the user to an allowed partner target with an esports token after login', async () => {
    const partner = 'https://esports.partner.example';
    const app = renderApp(`/login?redirectto=${encodeURIComponent(`${partner}/cups`)}`, {
      config: { allowedRedirectOrigins: [partner] },
    });
    await waitFor(() => expect(app.storage.dump().redirectto).toBe(`${partner}/cups`));
    await logIn('player@example.com', PASSWORD);
    await waitFor(() => expect(app.assigned).toEqual([`${partner}/cups?token=esp-2`]));
    expect(app.storage.dump()).not.toHaveProperty('redirectto');
  });

  it('ignores a redirect target outside the allowed origins', async () => {
    const app = renderApp(`/login?redirectto=${encodeURIComponent('https://evil.example/steal')}`);
    await logIn('player@example.com', PASSWORD);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.assigned).toEqual([]);
  });

  it('logs in with Google (offline provider) and does a full redirect to /home', async () => {
    const app = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(app.assigned).toEqual(['/home']));
    expect(app.storage.dump()).toMatchObject({ loginSource: 'GOOGLE', user_id: 'u-google' });
  });
});
