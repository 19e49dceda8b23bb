import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkUrl } from '../../src/domain/url-guard';
import { safeImageSource } from '../../src/domain/image-source';

/*
 * Every URL from the server passes one URL guard: allowed schemes and the configured allowed
 * origins. Properties over generated URLs, beside the example and prefix-based
 * properties of url-guard.test.ts.
 */
const options = { appOrigin: 'https://play.example.com', allowedOrigins: ['https://cdn.partner.com'] };
const guard = (raw: unknown) => checkUrl(raw, options);
const ALLOWED = new Set(['https://play.example.com', 'https://cdn.partner.com']);

const host = fc.constantFrom(
  'play.example.com',
  'cdn.partner.com',
  'evil.com',
  'play.example.com.evil.com',
  'cdn.partner.com:444',
  'localhost',
  '127.0.0.1',
);
const scheme = fc.constantFrom('https', 'http', 'HTTPS', 'javascript', 'data', 'vbscript', 'file', 'ftp', 'blob', 'jAvAsCrIpT');
const pathText = fc.string({ maxLength: 20 });
const generatedUrl = fc.oneof(
  fc
    .tuple(scheme, fc.constantFrom('://', ':', ':/', '://user:pw@', ':\\\\'), host, pathText)
    .map(([s, sep, h, p]) => `${s}${sep}${h}/${p}`),
  fc.tuple(fc.constantFrom('/', '//', '/\\', '\\/', './', '../', ''), pathText).map(([start, p]) => `${start}${p}`),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
);

describe('the URL guard over generated URLs (property)', () => {
  it('accepts only http(s) URLs on the app origin or an allowed origin; in-app ones as a single-slash path', () => {
    fc.assert(
      fc.property(generatedUrl, (raw) => {
        const result = guard(raw);
        if (!result.ok) return;
        const resolved = new URL(result.url, options.appOrigin);
        expect(['http:', 'https:']).toContain(resolved.protocol);
        expect(ALLOWED.has(resolved.origin)).toBe(true);
        if (result.internal) {
          expect(result.url).toMatch(/^\/(?![/\\])/);
          expect(resolved.origin).toBe(options.appOrigin);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('refuses every scheme other than http and https', () => {
    const other = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(other, pathText, (s, rest) => {
        expect(guard(`${s}:${rest}`)).toEqual({ ok: false });
      }),
      { numRuns: 300 },
    );
  });

  it('is stable: what it returns passes it again unchanged', () => {
    fc.assert(
      fc.property(generatedUrl, (raw) => {
        const first = guard(raw);
        if (first.ok) expect(guard(first.url)).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});

describe('server image URLs', () => {
  it('keep in-app and allowed-origin images, drop the rest', () => {
    expect(safeImageSource('/mock-assets/art/snake.svg', guard)).toBe('/mock-assets/art/snake.svg');
    expect(safeImageSource('https://cdn.partner.com/a.png', guard)).toBe('https://cdn.partner.com/a.png');
    expect(safeImageSource('https://evil.com/track.gif', guard)).toBeUndefined();
    expect(safeImageSource('javascript:alert(1)', guard)).toBeUndefined();
    expect(safeImageSource(null, guard)).toBeUndefined();
    expect(safeImageSource('', guard)).toBeUndefined();
  });

  it('keep an inline raster picture (profile pictures arrive as data URLs) but not inline SVG or HTML', () => {
    expect(safeImageSource('data:image/png;base64,iVBORw0KGgo=', guard)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSource('data:image/svg+xml;base64,PHN2Zz4=', guard)).toBeUndefined();
    expect(safeImageSource('data:text/html;base64,PHNjcmlwdD4=', guard)).toBeUndefined();
    expect(safeImageSource('data:image/png;base64,AA==" onerror="alert(1)', guard)).toBeUndefined();
  });

  it('never yield anything the URL guard or the raster rule would refuse (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          generatedUrl,
          fc.string().map((s) => `data:image/png;base64,${s}`),
        ),
        (raw) => {
          const image = safeImageSource(raw, guard);
          if (image === undefined) return;
          expect(image.startsWith('data:image/') || guard(image).ok).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
