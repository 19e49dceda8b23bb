import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

describe('/voucher', () => {
  const server = useMockServer();

  it('/voucher shows the voucher link (guarded, same origin) and the ten voucher games', async () => {
    const app = renderApp('/voucher', { storage: signedIn(server, DEMO_FREE_USER.id) });
    const link = await app.findByRole('link', { name: 'Open the voucher shop' });
    expect(link.getAttribute('href')).toMatch(/^\/mock-assets\/voucher\?token=vch-[a-z0-9]+$/);
    const games = await app.findByRole('region', { name: 'Voucher games' });
    const links = await within(games).findAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/game-details\//);
  });

  it('/voucher never links to a voucher URL outside the allowed origins', async () => {
    server.backend().faults.add({
      match: '/api/intg/voucher/token',
      status: 200,
      body: JSON.stringify({ status: 'OK', data: { urlWithToken: 'https://evil.example/shop?token=x' }, errors: [] }),
    });
    const app = renderApp('/voucher', { storage: signedIn(server, DEMO_FREE_USER.id) });
    expect(
      await app.findByText('The voucher partner link could not be opened safely. Please try again later.'),
    ).toBeInTheDocument();
    expect(app.queryByRole('link', { name: 'Open the voucher shop' })).not.toBeInTheDocument();
  });
});
