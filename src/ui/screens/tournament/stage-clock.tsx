import { useEffect, useState } from 'react';
import { countdownText, nextMilestone, type ScheduledTournament } from '../../../domain/stage-schedule';
import { stageLabel } from '../../../domain/tournament';

const whenFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

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
  const next = nextMilestone(tournament, now);
  if (!next) return null;
  const label = next.kind === 'stage' ? `${stageLabel(next.stage)} starts in` : 'Ends in';
  return (
    <div>
      <dt>{next.kind === 'stage' ? 'Next stage' : 'Tournament end'}</dt>
      <dd>
        {label}{' '}
        <time dateTime={next.at.toISOString()} title={whenFormat.format(next.at)}>
          {countdownText(next.at.getTime() - now.getTime())}
        </time>
      </dd>
    </div>
  );
}
