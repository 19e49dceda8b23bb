import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { gameDetailsPath, type Trailer } from '../../../domain/game';
import { routeTo } from '../../../domain/route-paths';
import { Icon } from '../../components/icons';
import { TrailerStore } from '../../../application/stores/trailer.store';
import { LoadTrailers } from '../../../application/use-cases/games/load-trailers';
import { CardStrip } from '../../components/game-strip';
import { useService, useStore } from '../../hooks/container-context';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useSafeImage } from '../../hooks/use-safe-image';
import { useBootPicture } from '../../hooks/use-boot-picture';
import { useHeroGate } from './hero-first';
import { useDataSaver } from '../../hooks/offline-hints';
import styles from './home.module.css';
// The trailer's Play is a game card's Play (the round button over the picture's top-right corner),
// where index.html's boot script paints the hero's (.boot-play).
import cardStyles from '../../components/game-card.module.css';

/**
 * A trailer poster; the whole card leads to the trailer's game, and its Play control over the
 * poster's corner straight to the game's play screen (for a premium game, the play screen sends a
 * guest to log in and offers a free player the plans, as the game's address does). index.html's
 * boot script paints the hero's Play control in the same place before the portal's code runs
 * (scripts/boot-script.ts).
 */
function TrailerCard({ trailer, priority }: { trailer: Trailer; priority: boolean }) {
  const { t } = useLingui();
  const poster = useSafeImage()(trailer.posterUrl);
  // The first poster is the hero: the rows below, and the other posters, wait for it (hero-first.ts).
  const { afterHero, onHeroShown } = useHeroGate();
  // Data saver: no trailer posters past the first.
  const saving = useDataSaver();
  const shown = priority ? (event: SyntheticEvent<HTMLImageElement>) => onHeroShown(event.currentTarget) : undefined;
  // The hero poster index.html's boot script may have painted already.
  const bootPicture = useBootPicture(priority ? poster : undefined, onHeroShown);
  return (
    <div className={styles.trailerCard}>
      <Link to={gameDetailsPath({ uniqueName: trailer.gameUniqueName })} className={styles.trailer} aria-label={trailer.title}>
        {bootPicture ? (
          <span ref={bootPicture} style={{ display: 'contents' }} />
        ) : !priority && saving ? (
          <span className={styles.posterOff} />
        ) : (
          <img
            src={priority || afterHero ? poster : undefined}
            alt=""
            width={480}
            height={200}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={shown}
            onError={shown}
          />
        )}
        <span className={styles.trailerTitle}>{trailer.title}</span>
      </Link>
      {/* Named by the trailer's title, as the boot script names its own (a trailer without one has none). */}
      {trailer.title.trim() && (
        <Link to={routeTo.play(trailer.gameUniqueName)} className={cardStyles.play} aria-label={t`Play ${trailer.title.trim()}`}>
          <Icon name="playTriangle" size={18} />
        </Link>
      )}
    </div>
  );
}

function TrailerSkeleton() {
  return (
    <span className={styles.trailer} aria-hidden="true">
      <span className={`skeleton ${styles.posterSkeleton}`} />
      <span className={`skeleton ${styles.trailerTitle}`} />
    </span>
  );
}

/** Spec §2 home row "trailers" (spec §7 "GET /play/homepage/top/patch ... shuffled except the first item"). */
export function TrailersRow() {
  const trailers = useStore(TrailerStore);
  const load = useService(LoadTrailers);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const { t } = useLingui();
  useEffect(() => {
    if (near) void load.execute();
  }, [near, load]);
  return (
    <CardStrip
      ref={section}
      wide
      title={t`Trailers`}
      status={trailers.status}
      error={trailers.error}
      items={trailers.items}
      itemKey={(trailer) => trailer.id}
      renderItem={(trailer, index) => <TrailerCard trailer={trailer} priority={index === 0} />}
      renderSkeleton={() => <TrailerSkeleton />}
      onRetry={() => void load.execute()}
      emptyText={t`No trailers right now.`}
    />
  );
}
