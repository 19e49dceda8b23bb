import { useLingui } from '@lingui/react/macro';
import type { FamilyRefusal } from '../../../application/ports/family-gate.port';
import type { FamilyLimitsProblem } from '../../../domain/family-settings';
import { useFormat } from '../../i18n/format';
import { useMoney } from '../../i18n/money';

/**
 * Family mode's answers worded in the active language: why a purchase or a cancellation waits,
 * with the tries left, when the lock ends, and what is left of the month's limit; and what is
 * wrong with the parent's choice of PIN or limits.
 */
export function useFamilyWords() {
  const { t } = useLingui();
  const format = useFormat();
  const money = useMoney();
  const taka = (amount: number) => money(amount, 'BDT');
  return {
    refusal: (refusal: FamilyRefusal): string => {
      switch (refusal.code) {
        case 'family-pin-needed':
          return t`Family mode is on: enter the parent's PIN to continue.`;
        case 'family-pin-wrong': {
          const tries = format.number(refusal.triesLeft);
          return refusal.triesLeft === 1
            ? t`Wrong PIN. ${tries} try left before the PIN is locked for 15 minutes.`
            : t`Wrong PIN. ${tries} tries left before the PIN is locked for 15 minutes.`;
        }
        case 'family-pin-locked': {
          const until = format.dateTime(refusal.until);
          return t`Too many wrong PINs. Purchases, cancellations and changes are locked until ${until}.`;
        }
        case 'family-pin-unchecked':
          return t`This browser cannot check the PIN, so family mode allows nothing it guards here.`;
        case 'family-limit-passed': {
          const limit = taka(refusal.limit);
          const left = taka(refusal.left);
          return t`This purchase would pass this month's spending limit of ${limit}. ${left} is left this month.`;
        }
      }
    },
    problem: (problem: FamilyLimitsProblem): string => {
      switch (problem.code) {
        case 'family-pin-not-four-digits':
          return t`The PIN is four digits.`;
        case 'family-monthly-limit-invalid': {
          const max = taka(problem.max);
          return t`Enter whole taka from 0 to ${max}, or leave it empty for no limit.`;
        }
        case 'family-daily-minutes-invalid': {
          const max = format.number(problem.max);
          return t`Enter minutes from 1 to ${max}, or leave it empty for no limit.`;
        }
      }
    },
  };
}

export const useFamilyRefusalText = (): ((refusal: FamilyRefusal) => string) => useFamilyWords().refusal;
export const useFamilyProblemText = (): ((problem: FamilyLimitsProblem) => string) => useFamilyWords().problem;
