import { describe, expect, it, vi } from 'vitest';
import type { EsportsCup } from '../../../src/domain/esports';
import { ServiceError } from '../../../src/application/errors';
import { initialEsportsState } from '../../../src/application/stores/esports.store';
import { RedirectPolicy } from '../../../src/application/use-cases/auth/redirect-policy';
import { LoadUpcomingCups } from '../../../src/application/use-cases/esports/load-upcoming-cups';
import { createStore } from '../../../src/application/stores/create-store';

const APP_ORIGIN = 'https://play.example.com';

const policy = (allowed: string[] = []) => new RedirectPolicy(APP_ORIGIN, { allowedRedirectOrigins: allowed });

const cup = (id: string, imageUrl: string): EsportsCup => ({
  id,
  name: `Cup ${id}`,
  gameName: 'Blitz',
  startsAt: '2026-11-04T00:00:00.000Z',
  prize: '',
  imageUrl,
});

describe('LoadUpcomingCups (spec §9: esports upcoming preview, limit 3, status 2)', () => {
  it('asks the partner for limit 3 and status 2 and stores the cups as upcomingEsportsGames', async () => {
    const preview = vi.fn(async () => [cup('c1', `${APP_ORIGIN}/mock-assets/art/c1.svg`)]);
    const state = createStore(initialEsportsState);
    await new LoadUpcomingCups({ preview }, state, policy()).execute();
    expect(preview).toHaveBeenCalledWith({ limit: 3, status: 2 });
    expect(state.upcomingLoad.status).toBe('succeeded');
    expect(state.upcomingEsportsGames).toEqual([cup('c1', '/mock-assets/art/c1.svg')]);
  });

  it('drops image URLs the URL guard refuses, keeping the cup', async () => {
    const state = createStore(initialEsportsState);
    const preview = async () => [cup('c1', 'javascript:alert(1)'), cup('c2', 'https://tracker.example/p.gif')];
    await new LoadUpcomingCups({ preview }, state, policy()).execute();
    expect(state.upcomingEsportsGames.map((c) => c.imageUrl)).toEqual(['', '']);
  });

  it('stores the failure message (spec §4: failure stores the error message)', async () => {
    const state = createStore(initialEsportsState);
    const preview = async () => Promise.reject(new ServiceError('server', 'The esports site had a problem (HTTP 503).'));
    await new LoadUpcomingCups({ preview }, state, policy()).execute();
    expect(state.upcomingLoad).toEqual({ status: 'failed', error: { code: 'server-problem' } });
  });
});
