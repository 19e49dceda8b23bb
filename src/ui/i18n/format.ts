import { intlTag, isLocale, DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { useLingui } from './runtime';
import { perLocale } from './per-locale';

/**
 * Numbers, money and dates in the active language, all from Intl (no library): in Bangla, Bangla
 * digits and lakh grouping (১২,৩৪,৫৬৭), prices with ৳ and the month names Intl gives; in English
 * one date format everywhere (25 Nov 2026) and one date-and-time format.
 */
export interface Formatters {
  number(value: number): string;
  money(amount: number): string;
  date(value: Date | string | number): string;
  dateTime(value: Date | string | number): string;
  time(value: Date | string | number): string;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function formatters(locale: Locale): Formatters {
  const tag = intlTag(locale);
  const number = new Intl.NumberFormat(tag);
  const money = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const date = new Intl.DateTimeFormat(tag, DATE);
  const dateTime = new Intl.DateTimeFormat(tag, { ...DATE, hour: 'numeric', minute: '2-digit' });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const when = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
  const safely = (format: Intl.DateTimeFormat) => (value: Date | string | number) => {
    const moment = when(value);
    // A date the server sent that does not parse is shown as it came rather than as "Invalid Date".
    return Number.isNaN(moment.getTime()) ? String(value) : format.format(moment);
  };
  return {
    number: (value) => number.format(value),
    money: (amount) => money.format(amount),
    date: safely(date),
    dateTime: safely(dateTime),
    time: safely(time),
  };
}

const formattersOf = perLocale(formatters);

/** The formatters of the active language; the component re-renders with the language. */
export function useFormat(): Formatters {
  const { locale } = useLingui();
  return formattersOf(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
