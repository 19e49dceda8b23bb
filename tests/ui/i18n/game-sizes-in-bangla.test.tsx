import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { TEST_ORIGIN } from '../../support/mock-server';

/** The bundled games' sizes, as the build writes them into /games/files.json (a static file, not the API). */
function answerBundledSizes(bytes: number): void {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, TEST_ORIGIN).pathname === '/games/files.json')
      return Promise.resolve(Response.json({ racer: { bytes, files: ['/games/racer/'] } }));
    return realFetch(input, init);
  });
}

describe("a game card's download size in the player's language", () => {
  useMockServer();
  afterEach(() => vi.restoreAllMocks());

  it('writes the size in Bangla digits and units in Bangla, and in English in English', async () => {
    answerBundledSizes(41_283);
    const app = renderApp('/genres/racing');
    expect((await app.findAllByText('Racing · 42 KB')).length).toBeGreaterThan(0);
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    const banglaSizes = await app.findAllByText(/ · ৪২ কেবি$/);
    expect(banglaSizes.length).toBeGreaterThan(0);
    for (const size of banglaSizes) expect(size.textContent).not.toMatch(/[0-9]|KB/);
  });

  it('rounds up to whole kilobytes, so a small game never reads "0 KB", and writes megabytes with one decimal', async () => {
    answerBundledSizes(12);
    const small = renderApp('/genres/racing');
    expect((await small.findAllByText('Racing · 1 KB')).length).toBeGreaterThan(0);
    small.unmount();
    vi.restoreAllMocks();
    answerBundledSizes(1_250_000);
    const large = renderApp('/genres/racing');
    expect((await large.findAllByText('Racing · 1.3 MB')).length).toBeGreaterThan(0);
  });
});
