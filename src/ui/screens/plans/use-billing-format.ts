import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { intlTag, isLocale, DEFAULT_LOCALE } from '../../../domain/locale';
import { useFormat } from '../../i18n/format';
import type { PlanFeature } from '../../../domain/plan-terms';

/**
 * The billing screens' amounts, periods, dates and lists in the active language: an amount with ৳
 * ('৳25', in Bangla '৳২৫'), a period as 'every day' or 'every 7 days' reads it ('day', '7 days'),
 * a calendar day in Bangladesh time (as the plan's terms count it) and what a plan unlocks.
 */
export function useBillingFormat() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const featureName = (feature: PlanFeature): string => {
    if (feature === 'premium-games') return t`Premium games`;
    return feature === 'tournaments' ? t`Tournaments` : t`Esports cups`;
  };
  const tag = intlTag(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  return {
    amount(value: number, currency: string): string {
      if (!currency || currency === 'BDT') return format.money(value);
      try {
        return new Intl.NumberFormat(tag, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: 0,
          maximumFractionDigits: 2,
        }).format(value);
      } catch {
        // An unknown currency code: the number and the code as the server gave them.
        return `${format.number(value)} ${currency}`;
      }
    },
    period(days: number): string {
      return t`${plural(days, { one: 'day', other: '# days' })}`;
    },
    date(epochMs: number): string {
      return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }).format(new Date(epochMs));
    },
    /** 'Premium games, Tournaments', each in the active language. */
    list(features: readonly PlanFeature[]): string {
      return features.map(featureName).join(', ');
    },
    /** 'Premium games and Tournaments'. */
    both(features: readonly PlanFeature[]): string {
      const [first = '', ...rest] = features.map(featureName);
      if (rest.length === 0) return first;
      const last = rest.pop() ?? '';
      const head = [first, ...rest].join(', ');
      return t`${head} and ${last}`;
    },
  };
}
