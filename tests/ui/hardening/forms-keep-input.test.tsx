import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../shell/signed-in';

/*
 * Nothing the user typed is lost on an error: a spot-check of three forms against a
 * server that answers with truncated JSON. The form shows a failure and keeps every field.
 */
const TRUNCATED = { status: 200, body: '{"status":', contentType: 'application/json' };

describe('forms keep what was typed when the server answers garbage', () => {
  const server = useMockServer();
  const fault = (match: string) => server.backend().faults.add({ match, ...TRUNCATED });

  it('login keeps the identifier and the password and stays on /login', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/login');
    const identifier = await app.findByRole('textbox', { name: 'Email or mobile number' });
    await ui.type(identifier, 'player@example.com');
    await ui.type(app.getByLabelText('Password'), 'Player#2025');
    fault('/api/auth/login');
    await ui.click(app.getByRole('button', { name: 'Log in' }));

    expect(await app.findByRole('dialog', { name: 'Failed' })).toBeInTheDocument();
    expect(identifier).toHaveValue('player@example.com');
    expect(app.getByLabelText('Password')).toHaveValue('Player#2025');
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('signup keeps every detail typed', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/signup');
    await app.findByRole('heading', { name: 'Your details' });
    const typed = { 'First name': 'Nadia', Email: 'nadia@example.com', 'Mobile number': '01812345678' };
    await ui.type(app.getByLabelText('First name'), typed['First name']);
    await ui.type(app.getByLabelText('Last name'), 'Islam');
    await ui.type(app.getByLabelText('Email'), typed.Email);
    await ui.type(app.getByLabelText('Date of birth'), '2000-05-17');
    await ui.type(app.getByLabelText('Mobile number'), typed['Mobile number']);
    await ui.type(app.getByLabelText('Password'), 'Secret#123');
    await ui.type(app.getByLabelText('Confirm password'), 'Secret#123');
    fault('/api/auth/signup/request');
    await ui.click(app.getByRole('button', { name: 'Create account' }));

    expect(await app.findByRole('dialog', { name: 'Failed' })).toBeInTheDocument();
    for (const [label, value] of Object.entries(typed)) expect(app.getByLabelText(label)).toHaveValue(value);
    expect(app.getByLabelText('Password')).toHaveValue('Secret#123');
  });

  it('the profile form keeps the edited name', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const firstName = await app.findByLabelText('First name');
    await ui.clear(firstName);
    await ui.type(firstName, 'Farhana');
    fault('/api/auth/user/profile');
    await ui.click(app.getByRole('button', { name: 'Save changes' }));

    expect(await app.findByRole('dialog', { name: 'Failed' })).toBeInTheDocument();
    expect(app.getByLabelText('First name')).toHaveValue('Farhana');
  });
});
