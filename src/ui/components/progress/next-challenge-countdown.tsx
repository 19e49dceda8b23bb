import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';

const MINUTE = 60_000;

/**
 * How long until the next daily challenge, said plainly: the day ends at midnight Bangladesh time
 * for every player, wherever their phone is set (docs/decisions/0057). Whole minutes, rounded up,
 * so it never says 0 while the day is still on.
 */
export function NextChallengeCountdown({ untilNext }: { untilNext: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const minutesLeft = Math.max(1, Math.ceil(untilNext / MINUTE));
  const hours = format.number(Math.floor(minutesLeft / 60));
  const minutes = format.number(minutesLeft % 60);
  const left = minutesLeft >= 60 ? t`${hours} h ${minutes} min` : t`${minutes} min`;
  return <p>{t`Next challenge in ${left}, at midnight Bangladesh time.`}</p>;
}
