import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER, DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

describe('/esports', () => {
  const server = useMockServer();

  it('/esports shows the three upcoming cups and links out to the arena with the esports token', async () => {
    const app = renderApp('/esports', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    expect(await app.findByRole('heading', { level: 1, name: 'Esports' })).toBeInTheDocument();
    const cups = await app.findByRole('region', { name: 'Upcoming cups' });
    const names = (await within(cups).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(names).toEqual(['Dhaka Night Cup', 'Chattogram Clash', 'Sylhet Squad Series']);
    expect(within(cups).getByText('Prize: 50,000 BDT')).toBeInTheDocument();
    const arena = await app.findByRole('link', { name: 'Open the esports arena' });
    expect(arena.getAttribute('href')).toMatch(/^\/esports\/api\/arena\?token=esp-[a-z0-9]+$/);
    expect(app.getByText('Your esports plan lets you join every cup.')).toBeInTheDocument();
  });

  it('/esports offers the plans to a user without an esports plan', async () => {
    const app = renderApp('/esports', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(await app.findByRole('link', { name: 'See esports plans' })).toHaveAttribute('href', '/plans');
  });

  it('/esports: a failed cups preview shows Retry, which loads it', async () => {
    const ui = userEvent.setup();
    server.backend().faults.add({ match: '/esports/api/cups/preview', status: 404, body: '{}' });
    const app = renderApp('/esports', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const cups = await app.findByRole('region', { name: 'Upcoming cups' });
    expect(await within(cups).findByText(/The upcoming cups could not be loaded/)).toBeInTheDocument();
    await ui.click(within(cups).getByRole('button', { name: 'Retry' }));
    expect(await within(cups).findByRole('heading', { level: 3, name: 'Dhaka Night Cup' })).toBeInTheDocument();
  });
});
