import { useLingui } from '@lingui/react/macro';
import { intlTag, isLocale, DEFAULT_LOCALE } from '../../domain/locale';
import { perLocale } from './per-locale';

/** The whole-kilobyte and tenth-of-a-megabyte number formats of a language. */
const sizeNumbers = perLocale((locale) => {
  const tag = intlTag(locale);
  return {
    whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
    tenths: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  };
});

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
