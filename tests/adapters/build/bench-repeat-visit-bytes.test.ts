import { describe, expect, it } from 'vitest';
import {
  NetworkLog,
  countNetworkBytes,
  isPicture,
  paidBesidesPictures,
  type FinishedResponse,
} from '../../../bench/network-bytes';

const response = (overrides: Partial<FinishedResponse>): FinishedResponse => ({
  url: 'https://127.0.0.1:4000/api/rows',
  resourceType: 'Fetch',
  servedFrom: 'network',
  encodedDataLength: 1000,
  by: 'page',
  ...overrides,
});

describe('what a repeat visit costs on the network', () => {
  it('counts only the answers that came over the network, not those of the caches or the service worker', () => {
    const bytes = countNetworkBytes([
      response({ encodedDataLength: 1200 }),
      response({ servedFrom: 'service-worker', encodedDataLength: 40_000 }),
      response({ servedFrom: 'disk-cache', encodedDataLength: 9_000 }),
      response({ servedFrom: 'memory-cache', encodedDataLength: 3_000 }),
      response({ servedFrom: 'prefetch-cache', encodedDataLength: 2_000 }),
      response({ url: 'https://127.0.0.1:4000/sw.js', resourceType: 'Other', encodedDataLength: 300 }),
    ]);

    expect(bytes).toEqual({ all: 1500, pictures: 0 });
  });

  it('says the pictures apart: those a page asks for, and those the worker fetches for its art cache', () => {
    const bytes = countNetworkBytes([
      response({ encodedDataLength: 700 }),
      response({ url: 'https://127.0.0.1:4000/hero.webp', resourceType: 'Image', encodedDataLength: 5000 }),
      response({ url: 'https://127.0.0.1:4000/mock-assets/art/racer', resourceType: 'Fetch', encodedDataLength: 2000 }),
      response({ url: 'https://127.0.0.1:4000/poster.svg', resourceType: 'Image', servedFrom: 'disk-cache' }),
    ]);

    expect(bytes).toEqual({ all: 7700, pictures: 7000 });
    expect(isPicture({ url: 'https://127.0.0.1:4000/assets/index.js', resourceType: 'Script' })).toBe(false);
  });

  it('learns from the browser where each answer came from', () => {
    const log = new NetworkLog();
    const send = (method: string, params: Record<string, unknown>) => log.onEvent(method, params);
    const request = (requestId: string, url: string, type: string) =>
      send('Network.requestWillBeSent', { requestId, request: { url }, type });
    request('1', 'https://x/home', 'Document');
    send('Network.responseReceived', { requestId: '1', type: 'Document', response: { fromServiceWorker: true } });
    send('Network.loadingFinished', { requestId: '1', encodedDataLength: 900 });
    request('2', 'https://x/assets/app.js', 'Script');
    send('Network.responseReceived', { requestId: '2', type: 'Script', response: { fromDiskCache: true } });
    send('Network.loadingFinished', { requestId: '2', encodedDataLength: 30_000 });
    request('3', 'https://x/logo.svg', 'Image');
    send('Network.requestServedFromCache', { requestId: '3' });
    send('Network.loadingFinished', { requestId: '3', encodedDataLength: 800 });
    request('4', 'https://x/api/config', 'Fetch');
    send('Network.responseReceived', { requestId: '4', type: 'Fetch', response: {} });
    send('Network.loadingFinished', { requestId: '4', encodedDataLength: 450 });
    request('5', 'https://x/api/never', 'Fetch');
    send('Network.loadingFailed', { requestId: '5' });

    expect(log.finished.map(({ url, servedFrom }) => [new URL(url).pathname, servedFrom])).toEqual([
      ['/home', 'service-worker'],
      ['/assets/app.js', 'disk-cache'],
      ['/logo.svg', 'memory-cache'],
      ['/api/config', 'network'],
    ]);
    expect(countNetworkBytes(log.finished).all).toBe(450);
  });

  it('lists what the bytes besides pictures were, largest first, and who asked for them', () => {
    const list = paidBesidesPictures([
      response({ url: 'https://x/api/games?genre=racing', encodedDataLength: 900, by: 'worker' }),
      response({ url: 'https://x/sw.js', resourceType: 'Script', encodedDataLength: 300, by: 'worker' }),
      response({ url: 'https://x/api/config', encodedDataLength: 1500 }),
      response({ url: 'https://x/art.webp', resourceType: 'Image', encodedDataLength: 9000 }),
      response({ url: 'https://x/assets/app.js', servedFrom: 'service-worker', encodedDataLength: 30_000 }),
    ]);

    expect(list).toEqual([
      { path: '/api/config', by: 'page', bytes: 1500 },
      { path: '/api/games?genre=racing', by: 'worker', bytes: 900 },
      { path: '/sw.js', by: 'worker', bytes: 300 },
    ]);
  });
});
