import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../domain/locale';
import { intlTag } from '../../domain/locale';
import { toBanglaDigits } from '../../domain/digits';
import { readableSize } from '../../domain/saved-games';
import { useActiveLocale } from './format';
import { perLocale } from './per-locale';

type FractionDigits = 0 | 1;

/**
 * A size's number (already rounded to its fraction digits) in a language. Below a thousand there is
 * nothing to group, so the digits are written directly: the first Intl format a page builds loads
 * the language's locale data (20 to 45 ms on the benchmark machine), and the game cards' sizes were
 * the only Intl format of /home, built in the middle of rendering its first rows. A thousand or more
 * (a game of a gigabyte) is grouped by Intl ('1,234.5', '১,২৩৪.৫'), its format built on first use.
 */
function sizeNumbers(locale: Locale): (value: number, fractionDigits: FractionDigits) => string {
  const grouped = new Map<FractionDigits, Intl.NumberFormat>();
  const groupedFormat = (fractionDigits: FractionDigits): Intl.NumberFormat => {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    if (!grouped.has(fractionDigits)) grouped.set(fractionDigits, new Intl.NumberFormat(intlTag(locale), digits));
    return grouped.get(fractionDigits)!;
  };
  return (value, fractionDigits) => {
    if (value >= 1000) return groupedFormat(fractionDigits).format(value);
    const digits = value.toFixed(fractionDigits);
    return locale === 'bn' ? toBanglaDigits(digits) : digits;
  };
}

const sizeNumbersOf = perLocale(sizeNumbers);

/** A size's number as the language's Intl format writes it: '62', '2.4', '১,২৩৪.৫'. */
export function sizeNumber(value: number, fractionDigits: FractionDigits, locale: Locale): string {
  return sizeNumbersOf(locale)(value, fractionDigits);
}

/**
 * A download or storage size in the active language, rounded as the domain's readableSize rounds
 * it: "31 KB", "2.4 MB"; in Bangla with Bangla digits and units.
 */
export function useFormatBytes(): (bytes: number) => string {
  const { t } = useLingui();
  const locale = useActiveLocale();
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
