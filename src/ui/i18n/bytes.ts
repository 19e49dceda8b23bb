import { useLingui } from '@lingui/react/macro';
import { intlTag, isLocale, DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { toBanglaDigits } from '../../domain/digits';
import { readableSize } from '../../domain/saved-games';

/**
 * A size's number (already rounded to `fractionDigits`) as the language's Intl format writes it.
 * Below a thousand there is nothing to group, so the digits are written directly: the first Intl
 * format a page builds loads the language's locale data (20 to 45 ms on the benchmark machine),
 * and the game cards' sizes were the only Intl format of /home, built in the middle of rendering
 * its first rows. A thousand or more (a game of a gigabyte) is grouped by Intl ('1,234.5', '১,২৩৪.৫').
 */
export function sizeNumber(value: number, fractionDigits: 0 | 1, locale: Locale): string {
  if (value >= 1000) {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    return new Intl.NumberFormat(intlTag(locale), digits).format(value);
  }
  const digits = value.toFixed(fractionDigits);
  return locale === 'bn' ? toBanglaDigits(digits) : digits;
}

/**
 * A download or storage size in the active language, rounded as the domain's readableSize rounds
 * it: "31 KB", "2.4 MB"; in Bangla with Bangla digits and units.
 */
export function useFormatBytes(): (bytes: number) => string {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (bytes) => {
    const size = readableSize(bytes);
    if (size.unit === 'KB') {
      const kilobytes = sizeNumber(size.value, 0, locale);
      return t`${kilobytes} KB`;
    }
    const megabytes = sizeNumber(size.value, 1, locale);
    return t`${megabytes} MB`;
  };
}
