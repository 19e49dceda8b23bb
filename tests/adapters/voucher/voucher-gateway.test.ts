import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpVoucherGateway } from '../../../src/adapters/http/http-voucher-gateway';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { clientFor, type MockServer } from '../billing/billing-kit';

describe('the voucher calls against the mock', () => {
  let server: MockServer;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    server.reset();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  it('GET /intg/voucher/token reads data.urlWithToken: a page of this origin that accepts the token', async () => {
    const url = await new HttpVoucherGateway(clientFor(server, DEMO_FREE_USER.id).http).fetchLink();
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/mock-assets/voucher\\?token=vch-`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Partner voucher shop');
  });

  it('GET /intg/voucher/token needs a login', async () => {
    await expect(new HttpVoucherGateway(clientFor(server, null).http).fetchLink()).rejects.toMatchObject({
      reason: 'unauthorized',
    });
  });

  it('GET /intg/game/list reads data.games: the ten voucher games of the seed', async () => {
    const games = await new HttpVoucherGateway(clientFor(server, DEMO_FREE_USER.id).http).fetchGames();
    expect(games).toHaveLength(10);
    expect(games[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), uniqueName: expect.any(String), name: expect.any(String) }),
    );
    expect(new Set(games.map((game) => game.id)).size).toBe(10);
  });
});
