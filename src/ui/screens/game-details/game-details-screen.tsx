import { Trans, useLingui } from '@lingui/react/macro';
import { useFailureText } from '../../i18n/failure-text';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { GameDetailStore } from '../../../application/stores/game-detail.store';
import { LoadGameDetail } from '../../../application/use-cases/games/load-game-detail';
import { ResetGameDetail } from '../../../application/use-cases/games/reset-game-detail';
import { ResumePendingGameAction } from '../../../application/use-cases/games/resume-pending-game-action';
import type { RateGameRequest } from '../../../application/use-cases/games/rate-game';
import { GameStrip } from '../../components/game-strip';
import { RetryButton } from '../../components/retry-button';
import { gameDetailsPath, namesSameGame } from '../../../domain/game';
import { useService, useStore } from '../../hooks/container-context';
import { GameHero } from './game-hero';
import { GameDetailsSkeleton } from './game-details-skeleton';
import { RatingForm } from './rating-form';
import { Reviews } from './reviews';
import styles from './game-details.module.css';
import { PATHS } from '../../../domain/route-paths';
import { bundledGameSlug } from '../../../domain/saved-games';
import { GameAchievements } from '../../components/progress/game-achievements';

/**
 * /game-details/{gameUniqueName} (spec §2 "Game detail page: similar games, likes, bookmarks,
 * ratings and reviews"). Public: a guest sees everything, and the use cases send them to /login
 * (and back) when they like, save or rate.
 */
export function Component() {
  const uniqueName = useParams().gameUniqueName ?? '';
  const detail = useStore(GameDetailStore);
  const load = useService(LoadGameDetail);
  const reset = useService(ResetGameDetail);
  const aboutId = useId();
  const { t } = useLingui();
  const failureText = useFailureText();
  const resume = useService(ResumePendingGameAction);
  const [ratingDraft, setRatingDraft] = useState<RateGameRequest | null>(null);

  const navigate = useNavigate();
  /** The uniqueName this page's address was corrected to: its game is on screen already. */
  const correctedTo = useRef<string | null>(null);

  useEffect(() => {
    const corrected = correctedTo.current !== null && namesSameGame(correctedTo.current, uniqueName);
    correctedTo.current = null;
    if (!corrected) void load.execute(uniqueName);
    // Spec §4 "Resetting game detail clears game, status and error": on leaving the page (not when
    // its address is corrected).
    return () => {
      if (correctedTo.current === null) reset.execute();
    };
  }, [uniqueName, load, reset]);

  // The server answered this address with the game under another uniqueName: the page is that game,
  // and its address becomes the game's own, in place of this one in the history.
  const renamed = detail.renamedFrom !== null && namesSameGame(detail.renamedFrom, uniqueName) ? detail.game : null;
  const game = detail.game && namesSameGame(detail.game.uniqueName, uniqueName) ? detail.game : renamed;
  useEffect(() => {
    if (!renamed) return;
    correctedTo.current = renamed.uniqueName;
    void navigate(gameDetailsPath(renamed), { replace: true });
  }, [renamed, navigate]);
  const loadedId = detail.status === 'succeeded' && game ? game.id : null;
  useEffect(() => {
    // What a guest tapped here before logging in is finished now that the game has loaded.
    if (loadedId) void resume.execute().then((draft) => draft && setRatingDraft(draft));
  }, [loadedId, resume]);
  if (detail.status === 'failed' && !game && detail.notFound) {
    return (
      <div className="page page--centered">
        {/* Spec §8 "Game detail failure: 'Game not found'." */}
        <h1>
          {detail.error?.code === 'not-in-family-mode'
            ? t`This game is not available in family mode`
            : detail.error
              ? failureText(detail.error)
              : t`Game not found`}
        </h1>
        <p>
          {detail.error?.code === 'not-in-family-mode' ? (
            <Trans>Family mode keeps this phone to games for children. There are lots of them to play!</Trans>
          ) : (
            <Trans>This game may have been removed, or the link is not quite right.</Trans>
          )}
        </p>
        <Link className="button" to={PATHS.home}>
          <Trans>Go to Home</Trans>
        </Link>
      </div>
    );
  }
  if (detail.status === 'failed' && !game) {
    // No answer, or a server error: the game may well exist, so the page offers Retry (and retries
    // by itself when the network returns).
    return (
      <div className="page page--centered" role="alert">
        <h1>
          <Trans>This game could not be loaded</Trans>
        </h1>
        <p>{detail.error && failureText(detail.error)}</p>
        <p className="row-actions">
          <RetryButton className="button" onRetry={() => void load.execute(uniqueName)} />
          <Link className="button button--ghost" to={PATHS.home}>
            <Trans>Go to Home</Trans>
          </Link>
        </p>
      </div>
    );
  }
  if (!game) {
    return (
      <div className="page" aria-busy="true">
        <GameDetailsSkeleton />
        <p role="status" className="visually-hidden">
          <Trans>Loading the game…</Trans>
        </p>
      </div>
    );
  }

  // A bundled game's achievements are kept on this device (docs/decisions/0057).
  const bundledSlug = bundledGameSlug(game.playUrl);
  return (
    <div className="page">
      <GameHero game={game} />
      <section className={styles.section} aria-labelledby={aboutId}>
        <h2 id={aboutId}>
          <Trans>About this game</Trans>
        </h2>
        <p className={styles.description}>{game.description}</p>
      </section>
      <div className={styles.columns}>
        <RatingForm
          key={`${game.id}:${ratingDraft ? 'draft' : 'own'}`}
          own={game.userRating}
          draft={ratingDraft}
          pending={detail.pending.rating}
        />
        <Reviews gameId={game.id} />
      </div>
      <GameStrip
        title={t`Similar games`}
        row={detail.similar}
        onRetry={() => void load.execute(uniqueName)}
        emptyText={t`No similar games yet.`}
      />
      {/* Last on the page: it comes with the device's progress, and nothing below it moves. */}
      {bundledSlug && (
        <div className={styles.section}>
          <GameAchievements game={bundledSlug} />
        </div>
      )}
    </div>
  );
}
