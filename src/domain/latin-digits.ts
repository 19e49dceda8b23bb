/**
 * Bangla digits (০–৯, U+09E6–U+09EF) as the Latin digits the API expects. A Bangla keyboard or an
 * SMS in Bangla gives the code and the number in these digits; they mean the same numbers.
 */
export const toLatinDigits = (text: string): string =>
  text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
