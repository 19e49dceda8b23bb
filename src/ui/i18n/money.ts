import type { Locale } from '../../domain/locale';
import { formattersOf, useActiveLocale } from './format';
import { perLocale } from './per-locale';

/**
 * An amount in taka with ৳ ('৳25', in Bangla '৳২৫'); the plans' currency is taka, so an amount
 * without a currency is taka too. Any other currency: the number and the code the server gave.
 * Apart from the plans' prices (price.ts), so that what writes only an amount (family mode's
 * limits, over a game whose time is up) does not download the plans' code with it.
 */
export type MoneyFormat = (value: number, currency: string) => string;

export function moneyFormat(locale: Locale): MoneyFormat {
  const format = formattersOf(locale);
  return (value, currency) => (!currency || currency === 'BDT' ? format.money(value) : `${format.number(value)} ${currency}`);
}

const moneyFormatOf = perLocale(moneyFormat);

/** Amounts in the active language; the component re-renders with the language. */
export function useMoney(): MoneyFormat {
  return moneyFormatOf(useActiveLocale());
}
