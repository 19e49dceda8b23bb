import { describe, expect, inject, test } from 'vitest';
import type { Dialog } from 'playwright-core';
import { ACCOUNTS, loginAs } from './support/accounts';
import { setupBrowser } from './support/browser';
import { addFault, clearRequestLog, countRequests } from './support/mock-control';

const e2e = setupBrowser();
const POLL = { timeout: 10_000, interval: 50 };
const SPOTLIGHT_API = '/api/play/games/by/section/spotlight';
const TRAILERS_API = '/api/play/homepage/top/patch';
const PROFILE_API = '/api/auth/user/profile';
const SCRIPT_TEXTS = ['<img src=x onerror="alert(1)">', '<script>alert(2)</script>'];

/** Every JS dialog (alert, confirm, prompt) the page opens: an injected script would open one. */
function watchDialogs(): string[] {
  const opened: string[] = [];
  e2e.page.on('dialog', (dialog: Dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function api(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: string; data: Record<string, unknown> }> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as { status: string; data: Record<string, unknown> };
}

describe('a page that meets a broken or hostile server', () => {
  test('a home row answered with truncated JSON shows its own error and Retry; the rest of the page works', async () => {
    const { page } = e2e;
    await addFault({ match: SPOTLIGHT_API, times: 1, status: 200, body: '{"status":', contentType: 'application/json' });

    const response = await page.goto('/home');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    const row = page.getByRole('region', { name: 'Spotlight' });
    await row.getByText('The server sent an answer the portal could not read.').waitFor();
    // The other rows and the shell are unaffected.
    await page.getByRole('region', { name: 'Quick play' }).getByRole('listitem').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await row.getByRole('button', { name: 'Retry' }).click();
    await row.getByRole('listitem').first().waitFor();
    expect(await countRequests('GET', `${SPOTLIGHT_API}/1/15`)).toBe(2);
  });

  // The first pictures wait for the trailers' answer, but only for a second or two: a trailers call
  // that stalls must not keep the rest of /home from loading.
  test('a trailers call that stalls does not keep the rows of /home from loading', async () => {
    const { page } = e2e;
    await clearRequestLog();
    await addFault({ match: TRAILERS_API, times: 1, delayMs: 25_000 });

    await page.goto('/home');
    await page.getByRole('region', { name: 'Spotlight' }).getByRole('listitem').first().waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: 'Quick play' }).getByRole('listitem').first().waitFor({ timeout: 10_000 });
    expect(await countRequests('GET', `${SPOTLIGHT_API}/1/15`)).toBe(1);
    // The trailers are still on their way while the rows below them are filled.
    expect(await page.getByRole('region', { name: 'Trailers' }).getByRole('link').count()).toBe(0);
  });

  // Spec §7: a 5xx is retried after 1 s, 2 s, 3 s; the clock is fast-forwarded instead of slept.
  test('a profile answered with 500 four times shows its error and Retry, and Retry loads it', async () => {
    const { page } = e2e;
    await page.clock.install();
    await loginAs(page, 'subscriber');
    await page.goto('about:blank');
    await clearRequestLog();
    await addFault({ match: PROFILE_API, status: 500, times: 4 });
    e2e.allowFailedRequest({ path: PROFILE_API, status: 500 });

    await page.goto('/profile');
    for (const [wait, attempts] of [
      [1000, 2],
      [2000, 3],
      [3000, 4],
    ] as const) {
      await expect.poll(() => countRequests('GET', PROFILE_API), POLL).toBe(attempts - 1);
      await page.clock.fastForward(wait);
    }
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await failed.waitFor();
    await page.getByRole('banner').waitFor();

    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(ACCOUNTS.subscriber.email).first().waitFor();
  });

  test('script-bearing review comments are shown as text and run nothing', async () => {
    const { page } = e2e;
    const dialogs = watchDialogs();
    const game = inject('seededGame');
    const login = await api('/auth/login', {
      method: 'POST',
      body: { email: ACCOUNTS.subscriber.email, mobile: '', password: ACCOUNTS.subscriber.password, agentdetails: 'e2e' },
    });
    const token = String(login.data.token);
    const detail = await api(`/play/game/detail/byname/${encodeURIComponent(game.uniqueName)}`);
    const gameId = String((detail.data.games as { id: string | number }).id);
    const comment = SCRIPT_TEXTS.join(' and ');
    const rated = await api('/play/game/rating', { method: 'POST', token, body: { gameid: gameId, rating: 5, comment } });
    expect(rated.status).toBe('OK');

    await page.goto(`/game-details/${game.uniqueName}`);
    await page.getByText(comment).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('#root script').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('a script-bearing broadcast shows its texts as text, drops the javascript: link and image, and runs nothing', async () => {
    const { page } = e2e;
    const dialogs = watchDialogs();
    await loginAs(page, 'subscriber');
    await page.goto('/home');
    // The broadcast stream opens once the profile (with its mobile) has loaded.
    const broadcast = {
      title: SCRIPT_TEXTS[0],
      message: SCRIPT_TEXTS[1],
      imageUrl: 'javascript:alert(3)',
      redirect_Url: 'javascript:alert(4)',
      redirect_CtaText: 'Open',
    };
    const modal = page.getByRole('dialog', { name: SCRIPT_TEXTS[0] });
    // Sent again until this page shows it: the stream of a page closed a moment before may still
    // count as open on the server while this page's own is not yet.
    await expect
      .poll(
        async () => {
          await fetch(`${inject('baseUrl')}/__mock__/broadcast`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(broadcast),
          });
          return modal.isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await modal.getByText(SCRIPT_TEXTS[1]).waitFor();
    expect(await modal.getByRole('button', { name: 'Open' }).count()).toBe(0);
    expect(await modal.locator('img').count()).toBe(0);
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(dialogs).toEqual([]);
  });
});
