import type { PricingSlot } from '../../domain/billing';
import { formatPrice } from '../../domain/billing';
import { useLingui } from './runtime';
import { useFormat } from './format';

/**
 * A plan's price as the offers write it: in English as the catalogue gives it ('25 BDT'); in Bangla
 * a price in taka with ৳ and Bangla digits ('৳২৫'), and any other currency with its code.
 */
export function usePlanPrice(): (slot: Pick<PricingSlot, 'price' | 'currency'>) => string {
  const { locale } = useLingui();
  const format = useFormat();
  return (slot) => {
    if (locale !== 'bn') return formatPrice(slot);
    return slot.currency === 'BDT' || slot.currency === ''
      ? format.money(slot.price)
      : `${format.number(slot.price)} ${slot.currency}`;
  };
}
