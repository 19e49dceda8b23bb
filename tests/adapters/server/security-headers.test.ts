import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  contentSecurityPolicy,
  frameAncestors,
  inlineScriptHashes,
  securityHeaders,
} from '../../../src/composition/server/security-headers';

function headersFor(env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  securityHeaders(
    { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) } as unknown as ServerResponse,
    env,
  );
  return headers;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

afterEach(() => vi.restoreAllMocks());

describe('the Content-Security-Policy of the served app', () => {
  const csp = contentSecurityPolicy({ frameAncestors: "'self'" });

  it('allows script only from this origin: no inline script, no eval', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it("forbids plugins and <base> hijacking: object-src 'none', base-uri 'none'", () => {
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
  });

  it('names the inline scripts it allows by their SHA-256 hash', () => {
    const page = '<script>let a = 1;</script><script type="module" src="/x.js"></script><script>\nlet b;\n</script>';
    const hashes = inlineScriptHashes(page);
    expect(hashes).toEqual([
      `'sha256-${createHash('sha256').update('let a = 1;').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('\nlet b;\n').digest('base64')}'`,
    ]);
    expect(directive(contentSecurityPolicy({ frameAncestors: "'self'", scriptHashes: hashes }), 'script-src')).toBe(
      `script-src 'self' ${hashes.join(' ')}`,
    );
  });

  it('lets the game iframe load only from this origin', () => {
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('lets the service worker and the web app manifest load only from this origin', () => {
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
  });
});

describe('frame-ancestors from PORTAL_FRAME_ANCESTORS', () => {
  it("defaults to 'self'", () => {
    expect(directive(headersFor({})['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it.each([
    ["'none'", "'none'"],
    ["'self'   https://partner.example", "'self' https://partner.example"],
    ['https://*.partner.example:8443', 'https://*.partner.example:8443'],
  ])('takes the configured sources %j', (raw, expected) => {
    expect(directive(headersFor({ PORTAL_FRAME_ANCESTORS: raw })['content-security-policy'], 'frame-ancestors')).toBe(
      `frame-ancestors ${expected}`,
    );
  });

  it.each(["'self'; script-src *", "'self', https://x.example", 'javascript:alert(1)', "* 'self'", "'none' https://x.example"])(
    "refuses %j and falls back to 'self' (no directive or header can be smuggled in)",
    (raw) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(frameAncestors(raw)).toBe("'self'");
      expect(console.warn).toHaveBeenCalledOnce();
    },
  );
});

describe('the other security headers', () => {
  it('sends nosniff and a strict referrer policy', () => {
    const headers = headersFor({});
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
