import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';

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
    // Only the toast's own timer is faked, after the page (and its network) has settled.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return { app, toast: app.resolver.get(ShowToast), region: app.getByRole('region', { name: 'Notifications' }) };
  }

  it('shows each toast as a status in the Notifications region and removes it after 5 s', async () => {
    const { toast, region } = await home();
    await act(async () => void toast.execute('Link copied', 'success'));
    expect(within(region).getByRole('status')).toHaveTextContent('Link copied');

    await act(async () => void vi.advanceTimersByTime(4999));
    expect(within(region).getByRole('status')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks toasts, each with its own 5 s', async () => {
    const { toast, region } = await home();
    await act(async () => void toast.execute('First'));
    await act(async () => void vi.advanceTimersByTime(2000));
    await act(async () => void toast.execute('Second', 'error'));
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['First', 'Second']);
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(
      within(region)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Second']);
  });

  it('can be dismissed early', async () => {
    const { app, toast, region } = await home();
    await act(async () => void toast.execute('Saved'));
    await act(async () => within(region).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    expect(app.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
