import { normaliseMobile } from './mobile-number';

/**
 * What a user types into "Email or mobile number". The login payload (spec §3: email, mobile,
 * password, agentdetails) carries exactly one of the two; this decides which.
 */
export type LoginIdentifier =
  { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string } | { kind: 'invalid'; message: string };

export const IDENTIFIER_REQUIRED = 'Enter your email or mobile number';
export const IDENTIFIER_INVALID = 'Enter a valid email or a mobile number like 01712345678';

/** A pragmatic shape check (one @, a dot in the domain, no spaces); the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

export function parseLoginIdentifier(text: string): LoginIdentifier {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'invalid', message: IDENTIFIER_REQUIRED };
  if (trimmed.includes('@')) {
    return EMAIL.test(trimmed) && trimmed.length <= MAX_EMAIL_LENGTH
      ? { kind: 'email', email: trimmed.toLowerCase() }
      : { kind: 'invalid', message: IDENTIFIER_INVALID };
  }
  const mobile = normaliseMobile(trimmed);
  return mobile ? { kind: 'mobile', mobile } : { kind: 'invalid', message: IDENTIFIER_INVALID };
}
