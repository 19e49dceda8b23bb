import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dayDate, dhakaDay } from '../../../domain/bangladesh-day';
import { useFormat } from '../../i18n/format';
import { useGameWords } from './game-words';
import { StreakSummary } from './streak-summary';
import { usePlayerProgress } from './use-player-progress';
import styles from './progress.module.css';

/**
 * "Your progress" on the profile (docs/decisions/0057): the streak, the achievements earned with the
 * day each was earned, and the best score of each game and mode with the day it was set. Kept on
 * this device for this account; a day is read in Bangladesh time, as the daily challenge's.
 */
export function PlayerProgressSection() {
  const { t } = useLingui();
  const format = useFormat();
  const words = useGameWords();
  const view = usePlayerProgress();
  if (!view) return null;
  const day = (instant: number) => format.longDay(dayDate(dhakaDay(instant)));
  const earned = view.achievements.filter((standing) => standing.earnedAt !== null);
  const bests = Object.entries(view.bests).flatMap(([game, modes]) =>
    Object.entries(modes).map(([mode, best]) => ({ game, mode, best })),
  );
  const longest = view.streak.longest;
  return (
    <>
      <StreakSummary streak={view.streak} />
      {longest > 0 && <p>{t`Longest streak: ${plural(longest, { one: '# day', other: '# days' })}`}</p>}
      <h3>{t`Achievements`}</h3>
      <p>{t`${format.number(earned.length)} of ${format.number(view.achievements.length)} earned`}</p>
      {earned.length > 0 && (
        <ul className={styles.list}>
          {earned.map(({ achievement, earnedAt }) => {
            const { name, goal } = words.achievement(achievement);
            return (
              <li key={achievement.id} className={styles.item}>
                <span>
                  <strong>{words.game(achievement.game)}</strong>: {name} <span className="visually-hidden">({goal})</span>
                </span>
                <span className={styles.when}>{t`Earned ${day(earnedAt!)}`}</span>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t`Your bests`}</h3>
      {bests.length === 0 ? (
        <p>{t`Finish a round of a game to set your first best.`}</p>
      ) : (
        <ul className={styles.list}>
          {bests.map(({ game, mode, best }) => (
            <li key={`${game}.${mode}`} className={styles.item}>
              <span>
                <strong>{words.game(game)}</strong> · {words.mode(mode)}: {format.number(best.score)}
              </span>
              <span className={styles.when}>{t`Set ${day(best.setAt)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
