import type { PricingSlot } from '../../domain/billing';
import { formatPrice } from '../../domain/billing';
import type { Locale } from '../../domain/locale';
import { formattersOf, useActiveLocale } from './format';
import { perLocale } from './per-locale';

/** The one way the portal writes an amount of money, in each language. */
export interface PriceFormat {
  /**
   * An amount in taka with ৳ ('৳25', in Bangla '৳২৫'); the plans' currency is taka, so an amount
   * without a currency is taka too. Any other currency: the number and the code the server gave.
   */
  amount(value: number, currency: string): string;
  /**
   * A plan's price as the offers write it: in English as the catalogue gives it ('25 BDT'), in
   * other languages as `amount` writes it ('৳২৫').
   */
  offer(slot: Pick<PricingSlot, 'price' | 'currency'>): string;
}

export function priceFormat(locale: Locale): PriceFormat {
  const format = formattersOf(locale);
  const amount = (value: number, currency: string): string =>
    !currency || currency === 'BDT' ? format.money(value) : `${format.number(value)} ${currency}`;
  return {
    amount,
    offer: (slot) => (locale === 'en' ? formatPrice(slot) : amount(slot.price, slot.currency)),
  };
}

const priceFormatOf = perLocale(priceFormat);

/** Prices in the active language; the component re-renders with the language. */
export function usePrices(): PriceFormat {
  return priceFormatOf(useActiveLocale());
}
