import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { NotificationModalStore } from '../../../src/application/stores/notification-modal.store';

async function homeWithSearchFocused() {
  const app = renderApp('/home');
  await app.findByRole('heading', { name: 'Home' });
  const search = within(app.getByRole('banner')).getByRole('link', { name: 'Search' });
  search.focus();
  return { app, search, notify: app.resolver.get(ShowNotification) };
}

describe('notification modal (spec §2, §4)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('opens from the store as a dialog named by its title, with the text and a Close button', async () => {
    const { app, notify } = await homeWithSearchFocused();
    await act(async () => notify.execute({ type: 'error', title: 'Failed', text: 'Invalid OTP' }));
    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Invalid OTP')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('renders the text as text, never as markup', async () => {
    const { app, notify } = await homeWithSearchFocused();
    await act(async () => notify.execute({ type: 'warning', title: 'Heads up', text: '<img src=x onerror=alert(1)>' }));
    const dialog = await app.findByRole('dialog', { name: 'Heads up' });
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(dialog.querySelector('p img')).toBeNull();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const { app, search, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'success',
        title: 'Profile updated successfully',
        text: 'Saved.',
        buttonTitle: 'Go to Home',
        buttonTarget: '/home',
      }),
    );
    const dialog = await app.findByRole('dialog', { name: 'Profile updated successfully' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const action = within(dialog).getByRole('button', { name: 'Go to Home' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    close.focus();
    await user.tab();
    expect(action).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(action).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(app.resolver.get(NotificationModalStore).open).toBe(false);
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    const { app, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'favorite',
        title: 'Saved as favorites',
        text: 'This game is added to your favorite list',
        buttonTitle: 'See Favorite',
        buttonTarget: '/favorite',
      }),
    );
    await user.click(app.getByRole('button', { name: 'Close' }));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('the action button goes to its target and closes the modal', async () => {
    const user = userEvent.setup();
    const { app, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'success',
        title: 'Success',
        text: 'Game rated successfully!',
        buttonTitle: 'Open FAQs',
        buttonTarget: '/frequently-asked-questions',
      }),
    );
    await user.click(app.getByRole('button', { name: 'Open FAQs' }));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/frequently-asked-questions'));
    expect(await app.findByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeInTheDocument();
  });

  it('a button without a target only closes (buttonTitle defaults to Ok)', async () => {
    const user = userEvent.setup();
    const { app, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'warning',
        title: 'Check your number',
        text: 'Use a Bangladeshi mobile number.',
        buttonTitle: 'Ok',
      }),
    );
    await user.click(app.getByRole('button', { name: 'Ok' }));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('locks the page scroll while open', async () => {
    const { app, notify } = await homeWithSearchFocused();
    await act(async () => notify.execute({ type: 'error', title: 'Failed', text: 'Something went wrong' }));
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => notify.close());
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
