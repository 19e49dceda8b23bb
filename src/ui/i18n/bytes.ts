import { useLingui } from '@lingui/react/macro';
import { intlTag, isLocale, DEFAULT_LOCALE, type Locale } from '../../domain/locale';

interface SizeNumbers {
  whole: Intl.NumberFormat;
  tenths: Intl.NumberFormat;
}

/**
 * One pair of number formats per language for the whole page: every game card shows a size, and
 * building Intl formats for each card was work a cheap phone did dozens of times on /home.
 */
const numbersByLocale = new Map<Locale, SizeNumbers>();

function sizeNumbers(locale: Locale): SizeNumbers {
  let numbers = numbersByLocale.get(locale);
  if (!numbers) {
    const tag = intlTag(locale);
    numbers = {
      whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      tenths: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    };
    numbersByLocale.set(locale, numbers);
  }
  return numbers;
}

/**
 * A download or storage size in the active language, rounded as a player reads it
 * (whole kilobytes, never less than 1, below a megabyte; megabytes with one decimal above): "31 KB",
 * "2.4 MB"; in Bangla with Bangla digits and units.
 */
export function useFormatBytes(): (bytes: number) => string {
  const { t, i18n } = useLingui();
  const numbers = sizeNumbers(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  return (bytes) => {
    if (bytes < 1_000_000) {
      const kilobytes = numbers.whole.format(Math.max(1, Math.ceil(bytes / 1000)));
      return t`${kilobytes} KB`;
    }
    const megabytes = numbers.tenths.format(Math.round(bytes / 100_000) / 10);
    return t`${megabytes} MB`;
  };
}
