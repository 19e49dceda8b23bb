import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/adapters/config/load-config';
import { defaultConfig } from '../../../src/application/config';

const serve = (body: string, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('loadConfig (/config.json at start)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('merges what the file sets over the defaults, so pointing at another backend needs no rebuild', async () => {
    const config = await loadConfig(
      serve(JSON.stringify({ apiBaseUrl: 'https://api.example', social: { googleClientId: 'g-1' } })),
    );
    expect(config.apiBaseUrl).toBe('https://api.example');
    expect(config.social).toEqual({ googleClientId: 'g-1', facebookAppId: '' });
    expect(config.productName).toBe(defaultConfig.productName);
  });

  it.each([
    ['a file of the wrong shape', serve(JSON.stringify({ apiBaseUrl: 42 }))],
    ['a file that is not JSON', serve('<html>')],
    ['no answer at all', vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch],
  ])('falls back to the defaults for %s and says so', async (_label, fetchImpl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadConfig(fetchImpl)).resolves.toEqual(defaultConfig);
    expect(warn).toHaveBeenCalled();
  });

  it("uses the default cache mode, so index.html's preload of the file is reused", async () => {
    const fetchImpl = serve('{}');
    await loadConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json');
  });
});
