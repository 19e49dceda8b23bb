import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNames } from '../../i18n/names';
import { Link, useNavigate } from 'react-router-dom';
import type { GameDetail } from '../../../domain/game';
import { routeTo } from '../../../domain/route-paths';
import type { PlayLocationState } from '../play/play-location';
import { GameActionBar } from './game-action-bar';
import { RatingSummary } from './rating-summary';
import { PremiumOffer } from './premium-offer';
import { Icon } from '../../components/icons';
import { LaterIcon } from '../../components/later-icons';
import { PendingStatus } from '../../components/pending-status';
import { QueuedActionsNote } from '../../components/queued-actions-note';
import { SaveForOffline } from '../../components/save-for-offline';
import { useDataSaver } from '../../hooks/offline-hints';
import { ProfileStore } from '../../../application/stores/profile.store';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import { useBootPicture } from '../../hooks/use-boot-picture';
import { useFormat } from '../../i18n/format';
import { useTitleProgress } from './use-title-progress';
import styles from './game-details.module.css';

/** The banner's intrinsic size (12:5, the mock's banner art): its box is reserved before it loads. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 500;

/**
 * The top of the game page (design brief "large art, Play button above the fold, like /
 * favourite / share actions with counts, rating with stars").
 */
export function GameHero({ game }: { game: GameDetail }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const names = useNames();
  // Data saver: the card's smaller picture instead of the large banner.
  const saving = useDataSaver();
  const banner = useSafeImage()(saving && game.thumbnailUrl ? game.thumbnailUrl : game.bannerUrl);
  // The banner index.html's boot script may have painted already.
  const bootPicture = useBootPicture(banner);
  const hasPlan = useStore(ProfileStore).profile?.isPremiumUser === true;
  // A guest's Play on a premium game leads to the login first (the start use case's rule), so the
  // button says where it goes.
  const guest = !isLoggedIn(useStore(AuthStore));
  // The tap answers at once, while the play screen's code and the game start on slow data.
  const [starting, setStarting] = useState(false);
  // A round left unfinished on this device resumes where it was; the best is this device's.
  const progress = useTitleProgress(game.uniqueName);
  const format = useFormat();
  const play = () => {
    setStarting(true);
    const state: PlayLocationState = { fromGamePage: true };
    void navigate(routeTo.play(game.uniqueName), { state });
  };
  return (
    <div className={styles.hero}>
      <div className={styles.banner}>
        {/* The art repeats the game's name, which the heading already says. */}
        {bootPicture ? (
          <span ref={bootPicture} style={{ display: 'contents' }} />
        ) : (
          <img src={banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority="high" decoding="async" />
        )}
      </div>
      <div className={styles.info}>
        <h1 className={styles.name}>{game.name}</h1>
        <p className={styles.tags}>
          {game.genre && (
            <Link to={routeTo.genre(game.genre)} className={styles.tag}>
              {names.genre(game.genre)}
            </Link>
          )}
          {game.isPremium && (
            <span className={`${styles.tag} ${styles.premium}`}>
              <Icon name="lock" size={16} />
              <Trans>Premium</Trans>
            </span>
          )}
        </p>
        <RatingSummary rating={game.rating} ratingCount={game.ratingCount} />
        <button
          type="button"
          className={`button ${styles.play}${starting ? ' tap-pending' : ''}`}
          aria-busy={starting || undefined}
          onClick={play}
        >
          <LaterIcon name="play" size={22} />
          {game.isPremium && guest ? t`Log in to play` : progress?.resumable ? t`Resume` : t`Play`}
        </button>
        {progress && progress.best > 0 && <p className={styles.best}>{t`Your best: ${format.number(progress.best)}`}</p>}
        <PendingStatus text={starting && t`Starting the game…`} />
        {game.isPremium && !hasPlan && <PremiumOffer />}
        <GameActionBar />
        <QueuedActionsNote gameId={game.id} />
        <SaveForOffline game={game} />
      </div>
    </div>
  );
}
