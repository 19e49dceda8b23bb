import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';
import { NotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { screenWords } from '../../../src/ui/i18n/catalogue';

async function homeWithSearchFocused() {
  const app = renderApp('/home');
  await app.findByRole('heading', { name: 'Home' });
  // What the modal says comes with the lazy screens' words (slow to build in a test): here first.
  await act(() => screenWords());
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
    await act(async () =>
      notify.execute({ type: 'error', title: { code: 'failed' }, text: { code: 'refused', message: 'Invalid OTP' } }),
    );
    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Invalid OTP')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('renders the text as text, never as markup', async () => {
    const { app, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'warning',
        title: { code: 'failed' },
        text: { code: 'refused', message: '<img src=x onerror=alert(1)>' },
      }),
    );
    const dialog = await app.findByRole('dialog', { name: 'Failed' });
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(dialog.querySelector('p img')).toBeNull();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const { app, search, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'success',
        title: { code: 'profile-updated' },
        text: { code: 'changes-saved' },
        buttonTitle: { code: 'go-to-home' },
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
        title: { code: 'saved-as-favorite' },
        text: { code: 'added-to-favourite-list' },
        buttonTitle: { code: 'see-favorite' },
        buttonTarget: '/favorite',
      }),
    );
    await user.click(await app.findByRole('button', { name: 'Close' }));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('the action button goes to its target and closes the modal', async () => {
    const user = userEvent.setup();
    const { app, notify } = await homeWithSearchFocused();
    await act(async () =>
      notify.execute({
        type: 'success',
        title: { code: 'success' },
        text: { code: 'game-rated' },
        buttonTitle: { code: 'ok' },
        buttonTarget: '/frequently-asked-questions',
      }),
    );
    await user.click(await app.findByRole('button', { name: 'Ok' }));
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
        title: { code: 'failed' },
        text: { code: 'refused', message: 'Use a Bangladeshi mobile number.' },
        buttonTitle: { code: 'ok' },
      }),
    );
    await user.click(await app.findByRole('button', { name: 'Ok' }));
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/home');
  });

  it('locks the page scroll while open', async () => {
    const { app, notify } = await homeWithSearchFocused();
    await act(async () => notify.execute({ type: 'error', title: { code: 'failed' }, text: { code: 'something-went-wrong' } }));
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => notify.close());
    expect(app.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
