import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { signedIn } from '../profile/profile-session';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => server.backend().streams.dropAll());

async function broadcast(body: Record<string, unknown>) {
  await waitFor(() => expect(server.backend().streams.count('broadcast')).toBe(1));
  const response = await fetch(`${TEST_ORIGIN}/__mock__/broadcast`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(await response.json()).toEqual({ sent: 1 });
}

describe('the push-notification modal (spec §2, §4)', () => {
  it('a broadcast opens it with title, message, banner image, Close and the call-to-action', async () => {
    const user = userEvent.setup();
    const app = renderApp('/profile', { storage: signedIn(server, 'u-free') });
    await broadcast({
      title: 'Final tonight',
      message: 'Watch the <b>final</b> live',
      imageUrl: '/mock-assets/art/tn-2026-winter.svg?variant=banner',
      redirect_Url: '/tournament',
      redirect_CtaText: 'Watch',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Final tonight' });
    expect(within(dialog).getByText('Watch the <b>final</b> live')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/mock-assets/art/tn-2026-winter.svg?variant=banner');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tournament'));
    expect(screen.queryByRole('dialog', { name: 'Final tonight' })).not.toBeInTheDocument();
  });

  it('offers no call-to-action for a target outside the allowed origins', async () => {
    renderApp('/profile', { storage: signedIn(server, 'u-free') });
    await broadcast({
      title: 'Offer',
      message: 'Click me',
      redirect_Url: 'https://evil.example/steal',
      redirect_CtaText: 'Claim',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer' });
    expect(within(dialog).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('Close clears it', async () => {
    const user = userEvent.setup();
    renderApp('/profile', { storage: signedIn(server, 'u-free') });
    await broadcast({ title: 'Heads up', message: 'Semi-final ends soon' });
    const dialog = await screen.findByRole('dialog', { name: 'Heads up' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a guest has no broadcast stream', async () => {
    renderApp('/home');
    await screen.findByRole('main');
    expect(
      server
        .backend()
        .log.list()
        .some((r) => r.path.endsWith('/push/notification/broadcast')),
    ).toBe(false);
  });
});
