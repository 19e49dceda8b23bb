import { describe, expect, it } from 'vitest';
import { sizeNumber } from '../../../src/ui/i18n/bytes';
import { intlTag, LOCALES } from '../../../src/domain/locale';

/** What Intl writes for the number in the language: the sizes must read exactly the same. */
const intl = (value: number, fractionDigits: 0 | 1, locale: (typeof LOCALES)[number]) =>
  new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    value,
  );

describe("a size's number", () => {
  it.each(LOCALES)('in %s reads as Intl writes it, for every whole number of kilobytes', (locale) => {
    for (let kilobytes = 1; kilobytes <= 1200; kilobytes += 1) {
      expect(sizeNumber(kilobytes, 0, locale)).toBe(intl(kilobytes, 0, locale));
    }
  });

  it.each(LOCALES)('in %s reads as Intl writes it, for every tenth of a megabyte', (locale) => {
    for (let tenths = 10; tenths <= 12_000; tenths += 1) {
      const megabytes = tenths / 10;
      expect(sizeNumber(megabytes, 1, locale)).toBe(intl(megabytes, 1, locale));
    }
  });

  it('is written in Bangla digits on a Bangla page', () => {
    expect(sizeNumber(62, 0, 'bn')).toBe('৬২');
    expect(sizeNumber(2.4, 1, 'bn')).toBe('২.৪');
    expect(sizeNumber(1234.5, 1, 'bn')).toBe('১,২৩৪.৫');
  });
});
