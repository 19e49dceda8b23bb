import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { screenWords } from '../../../src/ui/i18n/catalogue';

describe('toasts (spec §2 "Notification toasts appear top-right", §9 "Toasts: 5 s")', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  async function home() {
    const app = renderApp('/home');
    await app.findByRole('heading', { name: 'Home' });
    const toast = app.resolver.get(ShowToast);
    // A toast's words come with the lazy screens' catalogue when the first one shows: shown once
    // here, before the toast's own timer is faked, after the page (and its network) has settled.
    await act(() => screenWords());
    const first = toast.execute({ code: 'code-resent' });
    await app.findByText('A new code has been sent');
    act(() => toast.dismiss(first));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { app, toast, region: app.getByRole('region', { name: 'Notifications' }) };
  }

  it('shows each toast as a status in the Notifications region and removes it after 5 s', async () => {
    const { toast, region } = await home();
    await act(async () => void toast.execute({ code: 'link-copied' }, 'success'));
    expect(within(region).getByRole('status')).toHaveTextContent('Link copied');

    await act(async () => void vi.advanceTimersByTime(4999));
    expect(within(region).getByRole('status')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks toasts, each with its own 5 s', async () => {
    const { toast, region } = await home();
    await act(async () => void toast.execute({ code: 'link-copied' }));
    await act(async () => void vi.advanceTimersByTime(2000));
    await act(async () => void toast.execute({ code: 'link-not-copied' }, 'error'));
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Link copied', 'The link could not be copied']);
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['The link could not be copied']);
  });

  it('can be dismissed early', async () => {
    const { app, toast, region } = await home();
    await act(async () => void toast.execute({ code: 'profile-picture-updated' }));
    await act(async () => within(region).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    expect(app.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
