import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BundledGameModes } from '../../../application/ports/bundled-game-modes.port';
import { ShareDailyResult, type DailyShareOutcome } from '../../../application/use-cases/progress/share-daily-result';
import { ShareStatus } from './share-status';
import { dayDate } from '../../../domain/bangladesh-day';
import { routeTo } from '../../../domain/route-paths';
import { encodeFriendChallenge } from '../../../domain/friend-challenge';
import { useService } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import type { PlayLocationState } from '../../screens/play/play-location';
import { useGameWords } from './game-words';
import { useDailyChallenge, type DailyChallengeView } from './use-daily-challenge';
import { usePictureAddress, useResultPicture } from './use-result-picture';
import { PICTURE_NAME, type ResultPictureWords } from './result-picture-words';
import { STREAK_MILESTONES } from '../../../domain/streak';
import { FriendChallengeOffer } from './friend-challenge-offer';
import { NextChallengeCountdown } from './next-challenge-countdown';
import { StreakSummary } from './streak-summary';
import styles from './progress.module.css';

const NO_MODES: readonly string[] = [];

/**
 * The daily challenge on /home (docs/decisions/0057, 0059): today's game and mode, the same
 * for every player; Play opens it with the day's mode and seed. After the first attempt, its score,
 * Practice (which does not count) and Share, whose link is a friend's challenge on the same board.
 * A friend's challenge opened from such a link is offered above it. The countdown runs to midnight in Bangladesh, when the
 * next challenge is loaded. It comes with the 'game-actions' area, after the first screen.
 */
export function DailyChallengeCard() {
  const { t } = useLingui();
  const format = useFormat();
  const words = useGameWords();
  const inARow = (days: number) => t`${plural(days, { one: '# day in a row', other: '# days in a row' })}`;
  /** The day's result as the shared picture says it: no board, only how well the player did. */
  const pictureWordsOf = ({ today: { challenge, result }, streak }: DailyChallengeView): ResultPictureWords | null => {
    if (!challenge || !result) return null;
    const points = format.number(result.score);
    return {
      heading: t`PlayZone daily challenge`,
      date: format.longDay(dayDate(challenge.day)),
      game: `${words.game(challenge.game)} · ${words.mode(challenge.mode)}`,
      score: t`${points} points`,
      streak: streak.current > 0 ? inARow(streak.current) : '',
      marks: STREAK_MILESTONES.map((milestone) => ({
        label: t`${plural(milestone, { one: '# day', other: '# days' })}`,
        reached: streak.milestones.includes(milestone),
      })),
    };
  };
  const shareResult = useService(ShareDailyResult);
  const modes = useService(BundledGameModes);
  const { search } = useLocation();
  const { view, now } = useDailyChallenge();
  const [shared, setShared] = useState<DailyShareOutcome | null>(null);
  const day = view?.today.challenge?.day;
  // A new day's challenge has not been shared yet.
  useEffect(() => setShared(null), [day]);
  const nextAt = view?.today.nextAt ?? Infinity;
  const picture = useResultPicture(view ? pictureWordsOf(view) : null);
  const pictureAddress = usePictureAddress(picture);

  if (!view) return null;
  const { challenge, result } = view.today;
  if (!challenge) return null;
  const game = words.game(challenge.game);
  const mode = words.mode(challenge.mode);
  const play = routeTo.playBoard(challenge.game, challenge.mode, challenge.seed);
  // Exit goes back to /home.
  const state: PlayLocationState = { fromGamePage: true };
  const share = async () => {
    if (!result) return;
    const score = format.number(result.score);
    const date = format.longDay(dayDate(challenge.day));
    const streak = view.streak.current > 0 ? ` ${inARow(view.streak.current)}.` : '';
    const text = `${t`PlayZone daily challenge, ${date}: ${game} (${mode}), ${score} points.`}${streak} ${t`Can you beat it?`}`;
    // The link is a friend's challenge: the same board, and the score to beat.
    const query = encodeFriendChallenge({
      game: challenge.game,
      mode: challenge.mode,
      seed: challenge.seed,
      score: result.score,
    });
    setShared(await shareResult.execute(t`PlayZone daily challenge`, text, query, picture));
  };
  return (
    <div className={styles.card}>
      <FriendChallengeOffer
        search={search}
        modesOf={(slug) => modes.find((candidate) => candidate.slug === slug)?.modes ?? NO_MODES}
      />
      <p className={styles.challenge}>
        <strong>{game}</strong> · {mode}
      </p>
      <NextChallengeCountdown untilNext={Math.max(0, nextAt - now)} />
      <StreakSummary streak={view.streak} />
      {result ? (
        <>
          <p className={styles.result}>{t`Your score today: ${format.number(result.score)}. Practice rounds do not count.`}</p>
          <div className={styles.actions}>
            <Link className="button button--ghost" to={play} state={state}>
              {t`Practice`}
            </Link>
            <button type="button" className="button" onClick={() => void share()}>
              {t`Share your result`}
            </button>
          </div>
          <ShareStatus outcome={shared} thing="daily-result" className={styles.shareStatus} />
          {/* Where the picture did not go with the share sheet, it can be saved and sent by hand. */}
          {pictureAddress && (shared === 'shared' || shared === 'copied' || shared === 'failed') && (
            <a className={styles.savePicture} href={pictureAddress} download={PICTURE_NAME}>
              {t`Save the picture`}
            </a>
          )}
        </>
      ) : (
        <div className={styles.actions}>
          <Link className="button" to={play} state={state}>
            {t`Play today’s challenge`}
          </Link>
        </div>
      )}
    </div>
  );
}
