import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buildContainer } from '../../support/build-container';
import { ContainerProvider } from '../../../src/ui/hooks/container-context';
import { createScreenRoutes, screenReady } from '../../../src/ui/routes';
import { testPlatform } from '../../support/test-platform';

const FAQ = '/frequently-asked-questions';

function renderFaq() {
  const { resolver, features } = buildContainer(testPlatform({ path: FAQ }));
  const { Screen } = createScreenRoutes(features).find((route) => route.path === FAQ)!;
  render(
    <ContainerProvider resolver={resolver}>
      <MemoryRouter initialEntries={[FAQ]}>
        <Routes>
          <Route path={FAQ} element={<Screen />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

/** On a cold start the entry waits for the first screen's code, so the screen renders at once. */
describe('an on-demand screen', () => {
  it('renders in the first commit once its code is here (no placeholder, no fallback throttle)', async () => {
    const { features } = buildContainer(testPlatform({ path: FAQ }));
    await screenReady(FAQ, features);
    renderFaq();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
