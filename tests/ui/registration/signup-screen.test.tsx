import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';

const NEW_USER = {
  'First name': 'Nadia',
  'Last name': 'Islam',
  Email: 'nadia@example.com',
  'Date of birth': '2000-05-17',
  'Mobile number': '01812345678',
  Password: 'Secret#123',
  'Confirm password': 'Secret#123',
};

async function fillDetails(user: UserEvent, overrides: Partial<typeof NEW_USER> = {}) {
  await screen.findByRole('heading', { name: 'Your details' });
  for (const [label, value] of Object.entries({ ...NEW_USER, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.click(input);
    await user.clear(input);
    // Pasting is one input event per field: the same change handlers as typing, a fraction of the time.
    if (value) await user.paste(value);
  }
}

async function reachCodeStep(user: UserEvent) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return screen.findByRole('textbox', { name: 'Verification code' });
}

describe('/signup', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    vi.useRealTimers();
    server.reset();
  });
  afterAll(() => server.close());

  it('shows step 1 of 3 with every field, its autocomplete hint and the way to log in instead', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your details');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows each problem next to its field, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await fillDetails(user, { Email: 'nadia@', 'Confirm password': 'Secret#124' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email, like name@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('nadia@');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    expect(
      server
        .backend()
        .log.list()
        .some((r) => r.path === '/api/auth/signup/request'),
    ).toBe(false);

    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("creates the account, takes the code 123456 and ends on 'Welcome aboard', logged in", async () => {
    const user = userEvent.setup();
    const app = renderApp('/signup');
    const code = await reachCodeStep(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('01812345678')).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Welcome aboard' })).toHaveFocus();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    const session = app.storage.dump();
    expect(session).toMatchObject({ loginSource: 'SelfWeb', user_id: expect.stringMatching(/^u-/) });
    expect(session['auth-token']).toBeTruthy();
    expect(JSON.stringify(session)).not.toContain('Secret#123');

    await user.click(screen.getByRole('link', { name: 'Start playing' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  });

  it("shows 'Invalid OTP' in the 'Failed' dialog for a wrong code and keeps the code to fix", async () => {
    const user = userEvent.setup();
    const app = renderApp('/signup');
    const code = await reachCodeStep(user);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('Invalid OTP')).toBeInTheDocument();
    expect(code).toHaveValue('654321');
    expect(screen.queryByRole('heading', { name: 'Welcome aboard' })).not.toBeInTheDocument();
    expect(app.storage.dump()['auth-token']).toBeUndefined();
  });

  it('refuses an email that already has an account in the Failed dialog, keeping the form filled', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await fillDetails(user, { Email: 'player@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('An account with this email or mobile number already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
  });

  it("goes back with 'Change details', keeping the details but not the password", async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('nadia@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("counts 30 s down before 'Resend code' works, then confirms the new code in a toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/signup');
    await reachCodeStep(user);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/You can ask for a new code in (30|29) s\./);

    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(resend).toHaveAccessibleDescription(/in (20|19) s\./);
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('A new code has been sent');
    expect(resend).toBeDisabled();
  });
});
