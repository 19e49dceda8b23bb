import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpEsportsCupsGateway } from '../../../src/adapters/http/http-esports-cups-gateway';
import { HttpEsportsTokenGateway } from '../../../src/adapters/http/http-esports-token-gateway';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { startMockServer, TEST_ORIGIN } from '../../support/mock-server';
import { clientFor, type MockServer } from '../billing/billing-kit';

describe('the esports host against the mock', () => {
  let server: MockServer;
  beforeAll(() => {
    server = startMockServer();
  });
  afterEach(() => {
    server.reset();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  const cupsGateway = () =>
    new HttpEsportsCupsGateway({ esportsBaseUrl: '/esports', appOrigin: TEST_ORIGIN, fetch: globalThis.fetch });

  it('GET {esports host}/api/cups/preview?limit=3&status=2 answers the three soonest upcoming cups', async () => {
    const cups = await cupsGateway().preview({ limit: 3, status: 2 });
    expect(cups.map((cup) => cup.name)).toEqual(['Dhaka Night Cup', 'Chattogram Clash', 'Sylhet Squad Series']);
    expect(cups[0]).toMatchObject({
      id: 'cup-101',
      gameName: 'Skyline Royale',
      prize: '50,000 BDT',
      imageUrl: `${TEST_ORIGIN}/mock-assets/art/cup-101.svg?variant=banner`,
    });
    const request = server.backend().log.list().at(-1);
    expect(request).toMatchObject({ method: 'GET', path: '/esports/api/cups/preview', query: '?limit=3&status=2' });
  });

  it('honours limit and status on the mock', async () => {
    expect(await cupsGateway().preview({ limit: 10, status: 2 })).toHaveLength(4);
    expect((await cupsGateway().preview({ limit: 10, status: 3 })).map((cup) => cup.id)).toEqual(['cup-099']);
  });

  it('never sends the portal bearer token to the esports host', async () => {
    await cupsGateway().preview({ limit: 3, status: 2 });
    expect(server.backend().log.list().at(-1)?.headers.authorization).toBeUndefined();
  });

  it('retries a 5xx after 1 s (spec §7) and then succeeds', async () => {
    vi.useFakeTimers();
    server.backend().faults.add({ match: '/esports/api/cups/preview', status: 503 });
    const answer = cupsGateway().preview({ limit: 3, status: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toHaveLength(3);
  });

  it('finds the cups however the answer wraps them, skipping a malformed cup and reading open fields leniently', async () => {
    const cup = { id: 7, name: 'Khulna Cup', prize: 5000, startsAt: { odd: true }, gameName: null, extra: [1] };
    for (const body of [[cup], { data: [cup] }, { data: { cups: [cup] } }, { items: [cup, { name: '' }, 'junk'] }]) {
      server.backend().faults.add({ match: '/esports/api/cups/preview', status: 200, body: JSON.stringify(body) });
      expect(await cupsGateway().preview({ limit: 3, status: 2 })).toEqual([
        { id: '7', name: 'Khulna Cup', gameName: '', startsAt: '', prize: '5000', imageUrl: '' },
      ]);
    }
  });

  it('reports an answer with no list of cups as malformed, and a 4xx without retrying', async () => {
    server.backend().faults.add({ match: '/esports/api/cups/preview', status: 200, body: '{"message":"hello"}' });
    await expect(cupsGateway().preview({ limit: 3, status: 2 })).rejects.toMatchObject({ reason: 'malformed' });
    server.backend().faults.add({ match: '/esports/api/cups/preview', status: 404, body: '{}' });
    await expect(cupsGateway().preview({ limit: 3, status: 2 })).rejects.toMatchObject({ reason: 'server', status: 404 });
  });

  it('the esports arena page accepts the token GET /intg/esports/token issued', async () => {
    const token = await new HttpEsportsTokenGateway(clientFor(server, DEMO_FREE_USER.id).http).fetchToken();
    const arena = await fetch(`${TEST_ORIGIN}/esports/api/arena?token=${token}`);
    expect(arena.status).toBe(200);
    expect(await arena.text()).toContain('Welcome to the esports arena');
    expect((await fetch(`${TEST_ORIGIN}/esports/api/arena`)).status).toBe(401);
  });
});
