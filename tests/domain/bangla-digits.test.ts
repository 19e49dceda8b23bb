import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from '../../src/domain/digits';
import { normaliseMobile } from '../../src/domain/mobile-number';
import { checkOneTimeCode } from '../../src/domain/one-time-code';
import { preferredLocale } from '../../src/domain/locale';

describe('Bangla digits typed on a Bangla keyboard', () => {
  it('are read as their ASCII digits, alone or mixed with ASCII ones', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('০১7০০০০০০০1')).toBe('01700000001');
    expect(toAsciiDigits('৳ ১২,৩৪,৫৬৭')).toBe('৳ 12,34,567');
  });

  it('make a valid mobile number, sent in ASCII', () => {
    expect(normaliseMobile('০১৭০০০০০০০১')).toBe('01700000001');
    expect(normaliseMobile('+৮৮০ ১৭০০-০০০০০১')).toBe('01700000001');
    expect(normaliseMobile('০১২০০০০০০০১')).toBeNull();
  });

  it('make a valid one-time code, sent in ASCII', () => {
    expect(checkOneTimeCode('১২৩৪৫৬')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('১২৩ 45৬')).toEqual({ ok: true, code: '123456' });
    expect(checkOneTimeCode('১২৩৪৫').ok).toBe(false);
  });
});

describe('the language a browser prefers', () => {
  it('is Bangla when the first of its Bangla or English languages is Bangla', () => {
    expect(preferredLocale(['bn-BD', 'en-US'])).toBe('bn');
    expect(preferredLocale(['bn'])).toBe('bn');
    expect(preferredLocale(['fr-FR', 'bn-IN', 'en'])).toBe('bn');
  });

  it('is English otherwise', () => {
    expect(preferredLocale(['en-US', 'bn-BD'])).toBe('en');
    expect(preferredLocale(['fr-FR'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});
