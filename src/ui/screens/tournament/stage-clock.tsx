import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { nextMilestone, type ScheduledTournament } from '../../../domain/stage-schedule';
import { useFormat } from '../../i18n/format';
import { useTournamentText } from './use-tournament-text';

/** The clock, once a second: a countdown needs nothing finer, and a few characters re-render. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What happens next: "Final starts in 9 d 3 h" or "Ends in 2 h 10 min", counted down from what the
 * tournament details give. Where they give no time ahead, nothing is shown rather than a guess.
 */
export function StageClock({ tournament }: { tournament: ScheduledTournament }) {
  const now = useNow();
  const { t } = useLingui();
  const format = useFormat();
  const texts = useTournamentText();
  const next = nextMilestone(tournament, now);
  if (!next) return null;
  const stage = next.kind === 'stage' ? texts.stage(next.stage) : '';
  const left = texts.countdown(next.at.getTime() - now.getTime());
  const when = format.weekdayAndTime(next.at);
  const countdown = (
    <time dateTime={next.at.toISOString()} title={when}>
      {left}
    </time>
  );
  return (
    <div>
      <dt>{next.kind === 'stage' ? t`Next stage` : t`Tournament end`}</dt>
      <dd>
        {next.kind === 'stage' ? (
          <Trans>
            {stage} starts in {countdown}
          </Trans>
        ) : (
          <Trans>Ends in {countdown}</Trans>
        )}
      </dd>
    </div>
  );
}
