import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import type { PlanFeature } from '../../../domain/plan-terms';

/**
 * The billing screens' periods, dates and lists in the active language (their amounts are
 * usePrices'): a period as 'every day' or 'every 7 days' reads it ('day', '7 days'),
 * a calendar day in Bangladesh time (as the plan's terms count it) and what a plan unlocks.
 */
export function useBillingFormat() {
  const { t } = useLingui();
  const format = useFormat();
  const featureName = (feature: PlanFeature): string => {
    if (feature === 'premium-games') return t`Premium games`;
    return feature === 'tournaments' ? t`Tournaments` : t`Esports cups`;
  };
  return {
    period(days: number): string {
      return t`${plural(days, { one: 'day', other: '# days' })}`;
    },
    date(epochMs: number): string {
      return format.dayInBangladesh(epochMs);
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
