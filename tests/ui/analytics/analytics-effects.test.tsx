import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';
import type { AnalyticsEvent } from '../../../src/domain/analytics';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../shell/signed-in';

/** The console adapter prints every event with console.info('[analytics]', name, event). */
function analyticsEvents(info: ReturnType<typeof vi.spyOn>): AnalyticsEvent[] {
  return info.mock.calls
    .filter((call: unknown[]) => call[0] === '[analytics]')
    .map((call: unknown[]) => call[2] as AnalyticsEvent);
}

describe('analytics in the shell (console mode)', () => {
  let server: ReturnType<typeof startMockServer>;
  let info: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    server = startMockServer();
  });
  beforeEach(() => {
    server.reset();
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());
  afterAll(() => server.close());

  it('identifies the guest and sends a page view for every route the router shows', async () => {
    const app = renderApp('/privacy-policy', { config: { analytics: { mode: 'console', endpoint: '' } } });
    await app.findByRole('heading', { level: 1 });
    await act(() => app.router.navigate('/terms-&-conditions?ref=footer'));
    await app.findByRole('heading', { level: 1, name: /terms/i });

    await waitFor(() => {
      const events = analyticsEvents(info);
      expect(events.filter((e) => e.name === 'page_view').map((e) => e.properties.page_path)).toEqual([
        '/privacy-policy',
        '/terms-&-conditions',
      ]);
      expect(events.find((e) => e.name === 'user_identified')).toMatchObject({
        distinctId: 'guest_id-1',
        properties: { login_source: 'GUEST', user_type: 'guest', app_name: 'PlayZone' },
      });
    });
  });

  it('sends the pages seen before the analytics code arrived, in order, once it arrives', async () => {
    const app = renderApp('/privacy-policy', { config: { analytics: { mode: 'console', endpoint: '' } } });
    // Holds the 'analytics' area's download until the visitor has moved on twice.
    let arrive = () => undefined as void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    const ensure = app.features.ensure.bind(app.features);
    vi.spyOn(app.features, 'ensure').mockImplementation((area) =>
      area === 'analytics' ? held.then(() => ensure(area)) : ensure(area),
    );
    await app.findByRole('heading', { level: 1 });
    await act(() => app.router.navigate('/terms-&-conditions'));
    await app.findByRole('heading', { level: 1, name: /terms/i });
    await act(() => app.router.navigate('/frequently-asked-questions'));
    await app.findByRole('heading', { level: 1, name: /frequently/i });
    expect(analyticsEvents(info).filter((e) => e.name === 'page_view')).toEqual([]);

    await act(async () => arrive());
    await waitFor(() =>
      expect(
        analyticsEvents(info)
          .filter((e) => e.name === 'page_view')
          .map((e) => e.properties.page_path),
      ).toEqual(['/privacy-policy', '/terms-&-conditions', '/frequently-asked-questions']),
    );
  });

  it('identifies a signed-in subscriber by user id once the profile has loaded', async () => {
    const app = renderApp('/privacy-policy', {
      storage: signedIn(server),
      config: { analytics: { mode: 'console', endpoint: '' } },
    });
    await app.findByRole('heading', { level: 1 });
    await waitFor(() => {
      const identified = analyticsEvents(info).filter((e) => e.name === 'user_identified');
      expect(identified).toEqual([
        expect.objectContaining({
          distinctId: DEMO_SUBSCRIBER.id,
          properties: { login_source: 'SelfWeb', user_type: 'subscriber', app_name: 'PlayZone' },
        }),
      ]);
    });
  });
});
