import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { buildContainer } from '../../support/build-container';
import { defaultConfig } from '../../../src/application/config';
import { memoryStore } from '../../support/memory-store';
import { ContainerProvider } from '../../../src/ui/hooks/container-context';
import { HeroGateProvider, type HeroGate } from '../../../src/ui/screens/home/hero-first';
import { HomeRowSection } from '../../../src/ui/screens/home/home-row';
import { TEST_ORIGIN } from '../../support/mock-server';
import { testPlatform } from '../../support/test-platform';
import { useMockServer } from '../../support/ui-mock-server';

const SPOTLIGHT_API = '/api/play/games/by/section/spotlight';

describe('a home row loads by itself once per visit', () => {
  const server = useMockServer();

  it('a row that failed keeps its Retry when the page renders again, and asks again only on Retry', async () => {
    server
      .backend()
      .faults.add({ match: SPOTLIGHT_API, times: 1, status: 200, body: '{"status":', contentType: 'application/json' });
    const { resolver } = buildContainer(
      testPlatform({
        config: { ...defaultConfig, apiBaseUrl: TEST_ORIGIN },
        storage: memoryStore(),
        path: '/home',
        assigned: [],
        agentDetails: 'vitest-jsdom',
      }),
    );
    const spotlightCalls = () =>
      server
        .backend()
        .log.list()
        .filter((entry) => entry.path.startsWith(SPOTLIGHT_API)).length;
    const page = (afterHero: boolean) => {
      const gate: HeroGate = { afterHero, onHeroShown: () => undefined };
      return (
        <ContainerProvider resolver={resolver}>
          <MemoryRouter initialEntries={['/home']}>
            <HeroGateProvider value={gate}>
              <HomeRowSection id="spotlight" />
            </HeroGateProvider>
          </MemoryRouter>
        </ContainerProvider>
      );
    };
    const view = render(page(true));
    const retry = await view.findByRole('button', { name: 'Retry' });
    expect(spotlightCalls()).toBe(1);

    // The page around the row renders again, its gate closing and opening: the failed row stays as it is.
    view.rerender(page(false));
    view.rerender(page(true));
    // A row starts its call in a task of its own: let that task run. Had it asked again, the row
    // would be loading now, its Retry gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(view.getByRole('button', { name: 'Retry' })).toBe(retry);
    expect(spotlightCalls()).toBe(1);

    await userEvent.click(retry);
    await waitFor(() => expect(view.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(spotlightCalls()).toBe(2);
  });
});
