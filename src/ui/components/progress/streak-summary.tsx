import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { STREAK_MILESTONES, type Streak } from '../../../domain/streak';
import styles from './progress.module.css';

/**
 * The streak as a player reads it: days in a row with the daily challenge played, the 7, 14 and 28
 * days marked. A missed day is said kindly and plainly: the streak starts again, nothing to buy and
 * no pressure beyond the day's end (docs/decisions/0057).
 */
export function StreakSummary({ streak }: { streak: Streak }) {
  const { t } = useLingui();
  const days = streak.current;
  const inARow = t`${plural(days, { one: '# day in a row', other: '# days in a row' })}`;
  const longest = streak.longest;
  const line = {
    none: t`No streak yet: play today’s challenge to start one.`,
    'waiting-today': t`${inARow}. Play today’s challenge to keep it going.`,
    'played-today': t`${inARow}. See you tomorrow!`,
    missed: t`A day was missed, so your streak starts again today. Your longest was ${plural(longest, { one: '# day', other: '# days' })}.`,
  }[streak.status];
  return (
    <div className={styles.streak}>
      <p className={styles.streakLine}>{line}</p>
      <ul className={styles.milestones} aria-label={t`Streak milestones`}>
        {STREAK_MILESTONES.map((milestone) => {
          const reached = streak.milestones.includes(milestone);
          const label = t`${plural(milestone, { one: '# day', other: '# days' })}`;
          return (
            <li key={milestone} className={reached ? styles.milestoneReached : styles.milestone}>
              {label}
              <span className="visually-hidden">{reached ? t`reached` : t`not yet`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
