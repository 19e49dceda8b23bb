import type { ServerResponse } from 'node:http';

/**
 * Headers for every response of the portal server. No inline script is allowed; games run in a
 * sandboxed same-origin iframe, so frames from 'self' are allowed and the portal itself may
 * only be framed by itself.
 */
export function securityHeaders(res: ServerResponse): void {
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ].join('; '),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}
