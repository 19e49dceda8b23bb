import { testPlatform } from '../../support/test-platform';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BeaconAnalytics } from '../../../src/adapters/analytics/beacon-analytics';
import { ConsoleAnalytics } from '../../../src/adapters/analytics/console-analytics';
import { NoAnalytics } from '../../../src/adapters/analytics/none-analytics';
import { PageVisibility } from '../../../src/adapters/browser/page-visibility';
import { mergeConfig } from '../../../src/adapters/config/load-config';
import { buildContainer } from '../../support/build-container';
import { AnalyticsPort } from '../../../src/application/ports/analytics.port';
import { defaultConfig, type AppConfig } from '../../../src/application/config';
import type { AnalyticsEvent } from '../../../src/domain/analytics';
import { TEST_ORIGIN, startMockServer } from '../../support/mock-server';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const event: AnalyticsEvent = {
  name: 'page_view',
  distinctId: 'guest_abc',
  properties: { page_path: '/home' },
  timestamp: '2026-03-01T10:00:00.000Z',
};

describe('the beacon adapter', () => {
  it('queues the event as JSON with sendBeacon to the configured endpoint', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const fetchImpl = vi.fn();
    new BeaconAnalytics('/api/analytics/events', beacon, fetchImpl as unknown as typeof fetch).send(event);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0];
    expect(url).toBe('/api/analytics/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(event);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST that the mock endpoint accepts when the browser refuses the beacon', async () => {
    const endpoint = `${TEST_ORIGIN}/api/analytics/events`;
    new BeaconAnalytics(endpoint, () => false, globalThis.fetch.bind(globalThis)).send(event);
    await vi.waitFor(() => expect(server.backend().log.list()).toHaveLength(1));
    expect(server.backend().log.list()[0]).toMatchObject({ method: 'POST', path: '/api/analytics/events', body: event });
  });

  it('never throws, whatever the transport does', () => {
    const broken = new BeaconAnalytics(
      '/x',
      () => {
        throw new Error('blocked');
      },
      undefined,
    );
    expect(() => broken.send(event)).not.toThrow();
  });
});

describe('the mock analytics endpoint', () => {
  it('accepts an event with 204 and refuses a body without a name', async () => {
    const post = (body: unknown) => fetch(`${TEST_ORIGIN}/api/analytics/events`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post(event)).status).toBe(204);
    expect((await post({ nope: 1 })).status).toBe(400);
  });
});

describe('the console and none adapters', () => {
  it('prints the event in development', () => {
    const print = vi.fn();
    new ConsoleAnalytics(print).send(event);
    expect(print).toHaveBeenCalledWith('[analytics]', 'page_view', event);
  });

  it('sends nothing when analytics is off', () => {
    expect(() => new NoAnalytics().send()).not.toThrow();
  });
});

describe('page visibility', () => {
  it('emits the current state, then each change', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const seen: boolean[] = [];
    const subscription = new PageVisibility(doc).visible$.subscribe((visible) => seen.push(visible));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    subscription.unsubscribe();
    expect(seen).toEqual([true, false, true]);
  });

  it('counts as visible outside a browser', () => {
    const seen: boolean[] = [];
    new PageVisibility(undefined).visible$.subscribe((visible) => seen.push(visible));
    expect(seen).toEqual([true]);
  });
});

describe('the analytics setting (AppConfig.analytics)', () => {
  it("defaults to 'none' with the mock's endpoint and keeps the default endpoint when only the mode is set", () => {
    expect(defaultConfig.analytics).toEqual({ mode: 'none', endpoint: '/api/analytics/events' });
    expect(mergeConfig({ analytics: { mode: 'beacon' } }).analytics).toEqual({
      mode: 'beacon',
      endpoint: '/api/analytics/events',
    });
  });

  it.each([
    ['console', ConsoleAnalytics],
    ['beacon', BeaconAnalytics],
    ['none', NoAnalytics],
  ] as const)('mode %s binds the matching adapter', async (mode, Adapter) => {
    const config: AppConfig = { ...defaultConfig, analytics: { mode, endpoint: '/api/analytics/events' } };
    const { resolver, features } = buildContainer(testPlatform({ config, path: '/' }));
    await features.ensure('analytics');
    expect(resolver.get(AnalyticsPort)).toBeInstanceOf(Adapter);
  });
});
