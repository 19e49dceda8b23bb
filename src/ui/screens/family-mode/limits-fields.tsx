import { useLingui } from '@lingui/react/macro';
import { toAsciiDigits } from '../../../domain/digits';
import type { FamilyLimits, FamilyLimitsProblem } from '../../../domain/family-settings';
import { parseAllowedGames } from '../../../domain/family-catalogue';
import { FormField } from '../../components/form-field';
import { useFamilyProblemText } from './family-words';

/** The limits as the parent typed them (any digits, Bangla too); empty means no limit. */
export interface LimitsDraft {
  monthlyLimit: string;
  dailyMinutes: string;
  /** Games allowed by name besides the children's genres: names or addresses, separated by commas. */
  allowedGames: string;
}

export const EMPTY_DRAFT: LimitsDraft = { monthlyLimit: '', dailyMinutes: '', allowedGames: '' };

const asNumber = (text: string): number | null => {
  const ascii = toAsciiDigits(text).trim();
  // Whatever is not a whole number is handed on as one that is not, which the rules refuse.
  return ascii === '' ? null : /^\d+$/.test(ascii) ? Number(ascii) : Number.NaN;
};

/** The draft read as limits. */
export const limitsOf = (draft: LimitsDraft): FamilyLimits => ({
  monthlyLimit: asNumber(draft.monthlyLimit),
  dailyMinutes: asNumber(draft.dailyMinutes),
  allowedGames: parseAllowedGames(draft.allowedGames),
});

export const draftOf = (limits: FamilyLimits | null): LimitsDraft => ({
  monthlyLimit: limits?.monthlyLimit === null || !limits ? '' : String(limits.monthlyLimit),
  dailyMinutes: limits?.dailyMinutes === null || !limits ? '' : String(limits.dailyMinutes),
  allowedGames: limits ? limits.allowedGames.join(', ') : '',
});

/**
 * The monthly spending limit in taka, the daily play-time limit in minutes, and the games allowed by
 * name besides the children's genres, all optional.
 */
export function LimitsFields({
  draft,
  problems,
  onChange,
}: {
  draft: LimitsDraft;
  problems: readonly FamilyLimitsProblem[];
  onChange: (draft: LimitsDraft) => void;
}) {
  const { t } = useLingui();
  const problemText = useFamilyProblemText();
  const monthly = problems.find((p) => p.code === 'family-monthly-limit-invalid');
  const daily = problems.find((p) => p.code === 'family-daily-minutes-invalid');
  return (
    <>
      <FormField
        label={t`Monthly spending limit in taka (optional)`}
        name="monthlyLimit"
        inputMode="numeric"
        autoComplete="off"
        hint={t`A purchase that would pass it is refused before any code is sent. Empty: no limit.`}
        value={draft.monthlyLimit}
        error={monthly && problemText(monthly)}
        onChange={(event) => onChange({ ...draft, monthlyLimit: event.target.value })}
      />
      <FormField
        label={t`Daily play time in minutes (optional)`}
        name="dailyMinutes"
        inputMode="numeric"
        autoComplete="off"
        hint={t`Empty: no limit.`}
        value={draft.dailyMinutes}
        error={daily && problemText(daily)}
        onChange={(event) => onChange({ ...draft, dailyMinutes: event.target.value })}
      />
      <FormField
        label={t`Other games allowed (optional)`}
        name="allowedGames"
        autoComplete="off"
        hint={t`Kids' and puzzle games are always shown. Add other games by name or by their page's address, separated by commas. Premium games and tournaments stay hidden.`}
        value={draft.allowedGames}
        onChange={(event) => onChange({ ...draft, allowedGames: event.target.value })}
      />
    </>
  );
}
