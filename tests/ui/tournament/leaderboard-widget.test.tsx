import { testPlatform } from '../../support/test-platform';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainer } from '../../support/build-container';
import { ContainerProvider } from '../../../src/ui/hooks/container-context';
import { LeaderboardWidget } from '../../../src/ui/components/leaderboard-widget';
import { startMockServer } from '../../support/mock-server';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

async function renderWidget() {
  const { resolver, navigation, features } = buildContainer(testPlatform());
  await features.ensure('tournament');
  const router = createMemoryRouter([{ path: '*', element: <LeaderboardWidget /> }], { initialEntries: ['/home'] });
  navigation.attach(router);
  return render(
    <ContainerProvider resolver={resolver}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('LeaderboardWidget (the home board: the leaderboard call without a stage)', () => {
  it('shows the top five of the stage in play and links to /tournament', async () => {
    await renderWidget();
    const table = await screen.findByRole('table', { name: 'Tournament leaderboard, top players' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^1/);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/tournament');
  });

  it('offers Retry when the board cannot be loaded', async () => {
    server.backend().faults.add({
      match: '/api/tournament/leaderboard',
      times: 1,
      status: 404,
      body: '{"status":"FAILED","errors":[{"message":"Tournament not found"}]}',
    });
    await renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tournament not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
