import { useLingui } from '@lingui/react/macro';
import { dayDate, dhakaDay } from '../../../domain/bangladesh-day';
import { useFormat } from '../../i18n/format';
import { useGameWords } from './game-words';
import { usePlayerProgress } from './use-player-progress';
import styles from './progress.module.css';

/** A bundled game's achievements on its page: each earned one with its day, the others still to earn. */
export function GameAchievements({ game }: { game: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useGameWords();
  const view = usePlayerProgress(game);
  if (!view || view.achievements.length === 0) return null;
  return (
    <section aria-labelledby="game-achievements-heading">
      <h2 id="game-achievements-heading">{t`Achievements`}</h2>
      <ul className={styles.list}>
        {view.achievements.map(({ achievement, earnedAt }) => {
          const { name, goal } = words.achievement(achievement);
          return (
            <li key={achievement.id} className={earnedAt === null ? `${styles.item} ${styles.locked}` : styles.item}>
              <span>
                <strong>{name}</strong>: {goal}
              </span>
              <span className={styles.when}>
                {earnedAt === null ? t`Not yet` : t`Earned ${format.longDay(dayDate(dhakaDay(earnedAt)))}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
