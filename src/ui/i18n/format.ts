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
  /** The calendar day in Bangladesh time, as the plans' terms count a charge or a renewal: '25 Nov 2026'. */
  dayInBangladesh(value: Date | string | number): string;
  /** A calendar day written in full, with no time zone to shift it: '2025-03-01' → '1 March 2025', '১ মার্চ, ২০২৫'. */
  longDay(isoDay: string): string;
  /** A moment ahead by its weekday, day and time: 'Wed, 25 Nov, 18:00'. */
  weekdayAndTime(value: Date | string | number): string;
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
  const dayInBangladesh = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
  // A date-only ISO string is read as UTC midnight, so the day is written in UTC.
  const longDay = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const weekdayAndTime = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
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
    dayInBangladesh: safely(dayInBangladesh),
    longDay: safely(longDay),
    weekdayAndTime: safely(weekdayAndTime),
  };
}

/** The formatters of a language, built once for the whole page (see perLocale). */
export const formattersOf = perLocale(formatters);

/** The active language (the default one while the runtime names another); the component re-renders with it. */
export function useActiveLocale(): Locale {
  const { locale } = useLingui();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The formatters of the active language; the component re-renders with the language. */
export function useFormat(): Formatters {
  return formattersOf(useActiveLocale());
}
