import { normaliseMobile } from './mobile-number';
import type { FieldProblem } from './field-problem';

/**
 * What a user types into "Email or mobile number". The login payload (spec §3: email, mobile,
 * password, agentdetails) carries exactly one of the two; this decides which.
 */
export type LoginIdentifier =
  { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string } | { kind: 'invalid'; problem: FieldProblem };

const REQUIRED: FieldProblem = { code: 'identifier-required' };
const INVALID: FieldProblem = { code: 'identifier-invalid' };

/** A pragmatic shape check (one @, a dot in the domain, no spaces); the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

export function parseLoginIdentifier(text: string): LoginIdentifier {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'invalid', problem: REQUIRED };
  if (trimmed.includes('@')) {
    return EMAIL.test(trimmed) && trimmed.length <= MAX_EMAIL_LENGTH
      ? { kind: 'email', email: trimmed.toLowerCase() }
      : { kind: 'invalid', problem: INVALID };
  }
  const mobile = normaliseMobile(trimmed);
  return mobile ? { kind: 'mobile', mobile } : { kind: 'invalid', problem: INVALID };
}
