import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { entryPreload } from '../../../scripts/entry-preload';

const html = '<html><head>\n<meta charset="UTF-8" />\n<link rel="preload" href="/config.json" as="fetch" />\n</head></html>';
const ctx = {
  bundle: { 'assets/index-1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-1.js' } },
} as unknown as IndexHtmlTransformContext;
const transform = (page: string) => {
  const hook = entryPreload().transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  return hook.handler(page, ctx);
};

describe('the entry preload (the entry is the first request of the page)', () => {
  it('asks for the entry script right after <meta charset>, before any other request of the head', () => {
    const out = transform(html);
    expect(out.indexOf('<link rel="modulepreload" crossorigin href="/assets/index-1.js" />')).toBeGreaterThan(
      out.indexOf('charset'),
    );
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('/config.json'));
  });

  it('fails the build when the page has no <meta charset> to follow', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/meta charset/);
  });
});
