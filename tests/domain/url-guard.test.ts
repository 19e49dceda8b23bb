import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkUrl, withQueryParam } from '../../src/domain/url-guard';

const options = { appOrigin: 'https://play.example.com', allowedOrigins: ['https://esports.partner.com', 'not a url'] };

describe('the URL guard', () => {
  it.each([
    ['/home', '/home'],
    ['/game-details/snake?tab=reviews#top', '/game-details/snake?tab=reviews#top'],
    ['https://play.example.com/favorite?page=2', '/favorite?page=2'],
    ['HTTPS://PLAY.EXAMPLE.COM/plans', '/plans'],
  ])('accepts the in-app URL %s as the internal path %s', (raw, path) => {
    expect(checkUrl(raw, options)).toEqual({ ok: true, url: path, internal: true });
  });

  it('accepts an absolute URL of an allowed partner origin as external', () => {
    expect(checkUrl('https://esports.partner.com/cups?id=3', options)).toEqual({
      ok: true,
      url: 'https://esports.partner.com/cups?id=3',
      internal: false,
    });
  });

  it.each([
    ['javascript:alert(1)', 'a javascript: URL'],
    ['JavaScript:alert(1)', 'a javascript: URL in mixed case'],
    [' javascript:alert(1)', 'a javascript: URL behind a space'],
    ['data:text/html,<script>alert(1)</script>', 'a data: URL'],
    ['//evil.com', 'a protocol-relative URL'],
    ['/\\evil.com', 'a backslash trick'],
    ['\\\\evil.com', 'a double backslash'],
    ['/\t/evil.com', 'a tab that browsers drop'],
    ['/\n/evil.com', 'a newline that browsers drop'],
    ['https://evil.com/', 'another origin'],
    ['https://esports.partner.com.evil.com/', 'a look-alike origin'],
    ['https://play.example.com@evil.com/', 'credentials pointing elsewhere'],
    ['https://user:pass@esports.partner.com/', 'credentials for an allowed origin'],
    ['http://esports.partner.com/', 'the allowed host over another scheme'],
    ['https://esports.partner.com:8443/', 'the allowed host on another port'],
    ['ftp://play.example.com/', 'a non-http scheme on our host'],
    ['home', 'a path without a leading slash'],
    ['?redirect=1', 'a bare query'],
    ['https://', 'a malformed URL'],
    ['http:/evil.com', 'a single-slash absolute URL'],
    ['https://play.example.com//evil.com/x', 'our origin with a path that would read as another host'],
    ['/.//evil.com', 'a path whose dot segment leaves a protocol-relative path'],
    ['https://play.example.com/.//evil.com', 'our origin with such a dot segment'],
    ['', 'an empty string'],
  ])('refuses %s (%s)', (raw) => {
    expect(checkUrl(raw, options)).toEqual({ ok: false });
  });

  it('refuses anything that is not a string', () => {
    expect(checkUrl(undefined, options)).toEqual({ ok: false });
    expect(checkUrl(42, options)).toEqual({ ok: false });
  });

  it('refuses everything when the app origin itself is unusable', () => {
    expect(checkUrl('/home', { appOrigin: 'nonsense', allowedOrigins: [] })).toEqual({ ok: false });
  });

  it('never accepts a URL that leaves the app for an origin that is not allowed (property)', () => {
    // Hostile and friendly prefixes followed by arbitrary text: cheap to generate, close to real attacks.
    const prefix = fc.constantFrom(
      'https://play.example.com',
      'https://esports.partner.com',
      'https://evil.com',
      'http://esports.partner.com',
      'https://esports.partner.com.evil.com',
      'https://esports.partner.com@evil.com',
      '//evil.com',
      '/',
      '/\\',
      'javascript:',
      'data:',
      '',
      ' ',
    );
    const raw = fc.tuple(prefix, fc.string({ maxLength: 24 })).map(([start, rest]) => `${start}${rest}`);
    fc.assert(
      fc.property(fc.oneof(raw, fc.string()), (candidate) => {
        const result = checkUrl(candidate, options);
        if (!result.ok) return;
        if (result.internal) {
          expect(result.url.startsWith('/')).toBe(true);
          expect(result.url.startsWith('//')).toBe(false);
          expect(new URL(result.url, options.appOrigin).origin).toBe(options.appOrigin);
        } else {
          expect(new URL(result.url).origin).toBe('https://esports.partner.com');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses any string carrying a backslash or a control character (property)', () => {
    const unsafe = fc.constantFrom('\\', '\t', '\n', '\r', '\u0000', '\u007f');
    fc.assert(
      fc.property(fc.string(), unsafe, fc.string(), (before, bad, after) => {
        expect(checkUrl(`/${before}${bad}${after}x`, options)).toEqual({ ok: false });
      }),
    );
  });
});

describe('adding a query parameter', () => {
  it('adds the parameter to an absolute URL, keeping its query and hash', () => {
    expect(withQueryParam('https://esports.partner.com/cups?id=3#live', 'token', 'esp-1', options.appOrigin)).toBe(
      'https://esports.partner.com/cups?id=3&token=esp-1#live',
    );
  });

  it('replaces a parameter of the same name instead of sending two', () => {
    expect(withQueryParam('https://esports.partner.com/?token=forged', 'token', 'esp-1', options.appOrigin)).toBe(
      'https://esports.partner.com/?token=esp-1',
    );
  });

  it('keeps an in-app path relative', () => {
    expect(withQueryParam('/tournament', 'token', 'a b', options.appOrigin)).toBe('/tournament?token=a+b');
  });
});
