import type { PricingSlot } from '../../domain/billing';
import { formatPrice } from '../../domain/billing';
import type { Locale } from '../../domain/locale';
import { useActiveLocale } from './format';
import { moneyFormat } from './money';
import { perLocale } from './per-locale';

/** The one way the portal writes an amount of money, in each language. */
export interface PriceFormat {
  /** An amount of money, as money.ts writes it. */
  amount(value: number, currency: string): string;
  /**
   * A plan's price as the offers write it: in English as the catalogue gives it ('25 BDT'), in
   * other languages as `amount` writes it ('৳২৫').
   */
  offer(slot: Pick<PricingSlot, 'price' | 'currency'>): string;
}

export function priceFormat(locale: Locale): PriceFormat {
  const amount = moneyFormat(locale);
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
