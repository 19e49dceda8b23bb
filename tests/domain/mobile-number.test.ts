import { describe, expect, it } from 'vitest';
import { isMobileNumber, normaliseMobile } from '../../src/domain/mobile-number';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['01312345678', '01312345678'],
    ['01912345678', '01912345678'],
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['017 1234 5678', '01712345678'],
    ['+880 17-1234-5678', '01712345678'],
    ['  01700000001 ', '01700000001'],
  ])('normalises %s to %s', (text, expected) => {
    expect(normaliseMobile(text)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0171234567', 'ten digits'],
    ['017123456789', 'twelve digits'],
    ['01212345678', 'operator digit 2'],
    ['01012345678', 'operator digit 0'],
    ['02712345678', 'not starting with 01'],
    ['+8811712345678', 'another country code'],
    ['+01712345678', 'a plus without the country code'],
    ['0171234567a', 'a letter'],
    ['017.1234.5678', 'dots'],
    ['88001712345678', 'country code plus a trunk zero'],
  ])('refuses %s (%s)', (text) => {
    expect(normaliseMobile(text)).toBeNull();
    expect(isMobileNumber(text)).toBe(false);
  });
});

describe('Bangla digits in a mobile number', () => {
  it('reads ০১৭০০০০০০০২ as 01700000002', () => {
    expect(normaliseMobile('০১৭০০০০০০০২')).toBe('01700000002');
  });
});
