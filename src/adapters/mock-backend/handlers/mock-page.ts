import { HttpResponse } from 'msw';

/*
 * Tiny HTML pages the mock serves for the partners the portal hands users over to (the payment
 * page, the esports arena, the voucher shop). No script at all: the portal's CSP allows only its
 * own script files, and plain links and forms are all these pages need. Every value is escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #10121c; color: #f3f4fb;
    font: 16px/1.5 system-ui, sans-serif; }
  main { box-sizing: border-box; width: min(420px, 100% - 32px); padding: 24px; border-radius: 16px; background: #1b1e2e; }
  h1 { font-size: 1.4rem; margin-top: 0; } .muted { color: #b4b8d4; }
  .actions { display: grid; gap: 12px; margin-top: 24px; }
  .actions form { margin: 0; }
  button, a.button { display: block; width: 100%; min-height: 44px; border-radius: 12px; border: 1px solid #3a3f60;
    background: transparent; color: inherit; font: inherit; font-weight: 700; text-align: center; text-decoration: none;
    line-height: 44px; cursor: pointer; box-sizing: border-box; }
  button.primary { background: #3ddc97; color: #0b0b14; border-color: transparent; }
  ul { padding-left: 20px; }`;

/** A complete page; `body` must already be escaped HTML. */
export function mockPage(title: string, body: string, init: ResponseInit = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new HttpResponse(html, {
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The origin the request was made to: the pages and links the mock hands out live there. */
export const requestOrigin = (request: Request): string => new URL(request.url).origin;
