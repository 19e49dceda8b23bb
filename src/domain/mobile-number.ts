import { toAsciiDigits } from './digits';

/**
 * Bangladeshi mobile numbers (the demo accounts and billing use them, e.g. 01700000001).
 * Accepted forms: 01XXXXXXXXX (11 digits, the operator digit after "01" is 3-9), the same with the
 * country code as +8801XXXXXXXXX or 8801XXXXXXXXX, with optional spaces or dashes between digits.
 * The canonical form the API receives is the local 11-digit one, in ASCII digits whatever digits
 * were typed (০১৭০০০০০০০১ on a Bangla keyboard is 01700000001).
 */
const LOCAL_MOBILE = /^01[3-9]\d{8}$/;
const SEPARATORS = /[\s-]/g;

/** The number as '01XXXXXXXXX', or null when the text is not a Bangladeshi mobile number. */
export function normaliseMobile(text: string): string | null {
  const compact = toAsciiDigits(text).trim().replace(SEPARATORS, '');
  const local = compact.startsWith('+880') ? compact.slice(3) : compact.startsWith('880') ? compact.slice(2) : compact;
  return LOCAL_MOBILE.test(local) ? local : null;
}

export const isMobileNumber = (text: string): boolean => normaliseMobile(text) !== null;
