import { describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from './profile-session';

describe('/profile', () => {
  const server = useMockServer();

  const user = (id: string) => server.backend().ctx.db.user.findFirst({ where: { id: { equals: id } } });

  it('shows the name, email, mobile, both plans and a prefilled form', async () => {
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    expect(await app.findByRole('heading', { level: 2, name: 'Sadia Rahman' })).toBeInTheDocument();
    expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(app.getByText('player@example.com')).toBeInTheDocument();
    expect(app.getByText('01700000001')).toBeInTheDocument();
    expect(app.getByText('Premium: Monthly Pass')).toBeInTheDocument();
    expect(app.getByText('Esports premium: Esports Monthly')).toBeInTheDocument();
    expect(app.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    expect(app.getByLabelText('First name')).toHaveValue('Sadia');
    expect(app.getByLabelText('Email')).toHaveValue('player@example.com');
    expect(app.getByLabelText('Date of birth')).toHaveValue('1998-04-12');
    expect(app.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
  });

  it("shows 'Free plan' for a user without subscriptions, and initials instead of a picture", async () => {
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByText('Free plan')).toBeInTheDocument();
    expect(app.getByText('Esports: Free plan')).toBeInTheDocument();
    expect(app.getByText('FH')).toBeInTheDocument();
  });

  it("saves changes, shows 'Profile updated successfully' and Go to Home leads to /home", async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const firstName = await app.findByLabelText('First name');
    await ui.clear(firstName);
    await ui.type(firstName, 'Farhana');
    await ui.click(app.getByRole('button', { name: 'Save changes' }));

    const dialog = await app.findByRole('dialog', { name: 'Profile updated successfully' });
    expect(user(DEMO_FREE_USER.id)?.firstName).toBe('Farhana');
    expect(app.getByRole('heading', { level: 2, name: 'Farhana Hossain' })).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  });

  it('shows a field error next to the field, keeps what was typed and sends nothing', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const email = await app.findByLabelText('Email');
    await ui.clear(app.getByLabelText('Last name'));
    await ui.clear(email);
    await ui.type(email, 'farhan@');
    await ui.click(app.getByRole('button', { name: 'Save changes' }));

    expect(app.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name');
    expect(app.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email, like name@example.com');
    expect(email).toHaveValue('farhan@');
    expect(app.getByLabelText('Last name')).toHaveFocus();
    expect(user(DEMO_FREE_USER.id)?.email).toBe('free@example.com');
  });

  it("shows the server's refusal in the Failed dialog and keeps the form as typed", async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const email = await app.findByLabelText('Email');
    await ui.clear(email);
    await ui.type(email, 'player@example.com');
    await ui.click(app.getByRole('button', { name: 'Save changes' }));

    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('This email is already in use')).toBeInTheDocument();
    expect(email).toHaveValue('player@example.com');
  });

  it('shows a message and a Retry button when the profile cannot be loaded, and Retry loads it', async () => {
    server.backend().faults.add({ match: '/api/auth/user/profile', status: 400 });
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    const alert = await app.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded. Mock fault: HTTP 400');
    await ui.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await app.findByText('Premium: Monthly Pass')).toBeInTheDocument();
  });

  it('loads the profile by itself when the network returns after a failed load', async () => {
    server.backend().faults.add({ match: '/api/auth/user/profile', status: 400 });
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    expect(await app.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await app.findByText('Premium: Monthly Pass')).toBeInTheDocument();
  });

  it('uploads a PNG picture and shows it as the avatar', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const input = await app.findByLabelText('Profile picture');
    await ui.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(user(DEMO_FREE_USER.id)?.profileImage).toBe('data:image/png;base64,iVBORw=='));
    await waitFor(() => expect(app.container.querySelector('img[src^="data:image/png"]')).not.toBeNull());
  });

  it('refuses a picture of the wrong type before uploading, with a message by the input', async () => {
    const ui = userEvent.setup({ applyAccept: false });
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const input = await app.findByLabelText('Profile picture');
    await ui.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await app.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(user(DEMO_FREE_USER.id)?.profileImage).toBeNull();
  });

  it('logs out: the session is cleared and the user lands on /login', async () => {
    const ui = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await ui.click(await app.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.storage.dump()['auth-token']).toBeUndefined();
  });
});
