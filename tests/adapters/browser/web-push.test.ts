import { describe, expect, it, vi } from 'vitest';
import { WebPush, base64UrlToBytes } from '../../../src/adapters/browser/web-push';
import { BrowserActivity } from '../../../src/adapters/browser/browser-activity';

describe('WebPush', () => {
  it('reports no service worker and no push outside a browser', () => {
    expect(new WebPush(undefined).support()).toEqual({ serviceWorker: false, push: false });
    expect(new WebPush(undefined).permission()).toBe('default');
  });

  it('registers the one app service worker at scope / and shows notifications that require interaction, tagged broadcast', async () => {
    const showNotification = vi.fn(async () => undefined);
    const register = vi.fn(async () => ({}));
    const nav = { serviceWorker: { register, ready: Promise.resolve({ showNotification }) } } as unknown as Navigator;
    await new WebPush(nav).notify({ title: 'Final', body: 'Tonight', imageUrl: '/a.svg', targetUrl: '/tournament' });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(showNotification).toHaveBeenCalledWith('Final', {
      body: 'Tonight',
      tag: 'broadcast',
      requireInteraction: true,
      data: { url: '/tournament' },
      image: '/a.svg',
    });
  });

  it('decodes the base64url public key into bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('BrowserActivity', () => {
  it('emits on online and when the tab becomes visible, not when it is hidden', () => {
    const win = new EventTarget() as unknown as Window & { document: Document };
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    Object.assign(win, { document: doc });
    const activity = new BrowserActivity(win);
    const seen: string[] = [];
    activity.online$.subscribe(() => seen.push('online'));
    activity.visible$.subscribe(() => seen.push('visible'));
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('online'));
    expect(seen).toEqual(['visible', 'online']);
    expect(activity.isVisible()).toBe(true);
  });
});
