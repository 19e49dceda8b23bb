import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';

describe('/home tournament leaderboard', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it('shows the configured tournament board (the call without a stage) with a link to /tournament', async () => {
    const app = renderApp('/home');
    // The widget arrives with the tournament area, downloaded on demand.
    const heading = await app.findByRole('heading', { level: 2, name: /leaderboard$/ });
    const widget = heading.closest('section')!;
    const leader = server.backend().ctx.db.leaderboardEntry.findMany({
      where: { tournamentId: { equals: 'tn-2026-winter' }, stage: { equals: 'SEMI-FINAL' } },
      orderBy: { rank: 'asc' },
    })[0];
    expect(await within(widget).findByText(leader.playerName)).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/tournament');
    expect(
      server
        .backend()
        .log.list()
        .some((r) => r.path === '/api/tournament/leaderboard/gp-arena/tn-2026-winter'),
    ).toBe(true);
  });
});
