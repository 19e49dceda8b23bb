import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { rowSection, waitForCards } from './games-screens-kit';
import { holdTimers } from '../../support/hold-timers';
import { FIRST_CALL_WAIT_MS, FIRST_PICTURES_WAIT_MS } from '../../../src/ui/hooks/use-first-pictures';

/** Every observed element is on screen at once: the rows are near, only the hero gate holds them. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  disconnect() {}
}

/** On /home the hero picture goes first; the rows below start their calls after it. */
describe('/home hero first', () => {
  const server = useMockServer();
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    // The gate's own deadlines would open it on a machine slow enough to take a second between the
    // trailers' answer and the test's look: this file proves the order, the deadlines are proven
    // with a fake clock (tests/ui/hooks/use-first-pictures.test.tsx).
    holdTimers(FIRST_PICTURES_WAIT_MS, FIRST_CALL_WAIT_MS);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const rowCalls = () =>
    server
      .backend()
      .log.list()
      .filter((r) => r.path.startsWith('/api/play/games/')).length;

  it('starts the other rows and posters only once the hero picture has loaded', async () => {
    const app = renderApp('/home', { startFirstData: true });
    const trailers = await rowSection(app, 'Trailers');
    const [hero, second] = await waitForCards(trailers, 2);
    // Rows started with the page would have asked by now: their calls go out beside the trailers',
    // and a gate that let go at once would have let them go by the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(rowCalls()).toBe(0);
    expect(second!.querySelector('img')).not.toHaveAttribute('src');

    fireEvent.load(hero!.querySelector('img')!);
    await waitFor(() => expect(rowCalls()).toBeGreaterThan(0));
    expect(second!.querySelector('img')).toHaveAttribute('src');
    await waitForCards(await rowSection(app, 'Spotlight'), 1);
  });

  it('does not hold the rows when the trailers fail', async () => {
    server.backend().faults.add({
      match: '/api/play/homepage/top/patch',
      body: JSON.stringify({ status: 'FAILED', data: null, errors: [{ message: 'Trailers are resting' }] }),
    });
    const app = renderApp('/home', { startFirstData: true });
    expect(await within(await rowSection(app, 'Trailers')).findByText('Trailers are resting')).toBeInTheDocument();
    await waitForCards(await rowSection(app, 'Spotlight'), 1);
  });
});
