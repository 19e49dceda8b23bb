/**
 * A player on a Bangla keyboard types Bangla digits (০১৭…); the API takes ASCII digits. Every
 * numeric field (mobile number, one-time code, amounts) goes through this before it is checked or
 * sent, so Bangla, ASCII and mixed digits all mean the same number.
 */
const BANGLA_ZERO = 0x09e6;
const BANGLA_DIGIT = /[\u09E6-\u09EF]/g;

export function toAsciiDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** The same number written in Bangla digits (what a Bangla page shows): '2.4' becomes '২.৪'. */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
}
