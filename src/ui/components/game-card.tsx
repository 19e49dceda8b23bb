import { memo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNames } from '../i18n/names';
import { Link } from 'react-router-dom';
import { gameDetailsPath, type Game } from '../../domain/game';
import { routeTo } from '../../domain/route-paths';
import { Icon } from './icons';
import { useSafeImage } from '../hooks/use-safe-image';
import { useBootPicture } from '../hooks/use-boot-picture';
import { useDownloadSize, usePictureAllowed } from '../hooks/offline-hints';
import { useFormatBytes } from '../i18n/bytes';
import styles from './game-card.module.css';

/** The thumbnail's intrinsic size (4:3): the browser reserves the box before the image arrives. */
const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 240;

export interface GameCardProps {
  game: Game;
  /** Above the fold (the first few cards of the first row or grid): load at once, not lazily. */
  priority?: boolean;
  /** The picture waits (an empty thumbnail of the same size) until the first pictures are shown. */
  deferPicture?: boolean;
  /** The picture has loaded or failed. */
  onPictureShown?: (picture: HTMLImageElement) => void;
  /**
   * On a phone, only the picture shows (its art writes the name; the name stays the link's text for
   * screen readers), so the first screen of a page of rows shows many games, not a few captions.
   */
  compact?: boolean;
  /** The first card of a genre's grid: index.html's boot script may have painted its picture already. */
  takesBootPicture?: boolean;
}

/**
 * Design brief: "The whole card is one link with the game's name as its accessible name." The link
 * covers the whole card (thumbnail, name, and room for the genre line), but its only text is the
 * name: the genre and the Premium badge are drawn over it from outside the link (taps pass through
 * them), so the visible text of the link is exactly its name (WCAG 2.5.3 Label in Name, checked by
 * axe in the accessibility gate). Screen readers read them after the link. Memoised: a row that
 * grows by a few cards renders only the new ones.
 */
export const GameCard = memo(function GameCard(props: GameCardProps) {
  const { game, priority = false, deferPicture = false, onPictureShown, compact = false, takesBootPicture = false } = props;
  const { t } = useLingui();
  const names = useNames();
  const genre = game.genre ? names.genre(game.genre) : '';
  const safeImage = useSafeImage();
  const picture = safeImage(game.thumbnailUrl);
  const card = useRef<HTMLDivElement>(null);
  const pictureAllowed = usePictureAllowed(card);
  // Already downloaded and painted: shown whatever data saver says.
  const bootPicture = useBootPicture(takesBootPicture ? picture : undefined, onPictureShown);
  // Design brief "Data is money: show a game's download size"; a game of unknown size shows none.
  const size = useDownloadSize(game.playUrl);
  // In the player's language: Bangla digits and units in Bangla.
  const formatSize = useFormatBytes();
  return (
    <div ref={card} className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      {/* aria-label equals the text; it pins the name should the link ever show more. */}
      <Link to={gameDetailsPath(game)} className={styles.link} aria-label={game.name}>
        <span className={styles.thumb}>
          {bootPicture ? (
            <span ref={bootPicture} style={{ display: 'contents' }} />
          ) : (
            !deferPicture &&
            pictureAllowed && (
              <img
                src={picture}
                alt=""
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading={priority ? 'eager' : 'lazy'}
                decoding="async"
                fetchPriority={priority ? 'high' : 'auto'}
                onLoad={onPictureShown && ((event) => onPictureShown(event.currentTarget))}
                onError={onPictureShown && ((event) => onPictureShown(event.currentTarget))}
              />
            )
          )}
        </span>
        <span className={styles.name}>{game.name}</span>
      </Link>
      {game.isPremium ? (
        <span className={styles.badge}>
          <Icon name="lock" size={12} />
          <Trans>Premium</Trans>
        </span>
      ) : (
        // One tap from any card into a free game (spec §1 "guests ... play games"); the card itself
        // still leads to the game's page.
        <Link
          to={routeTo.play(game.uniqueName)}
          className={styles.play}
          aria-label={t`Play ${game.name}`}
          // The game's page: a card's Play is always a free game's (a trailer's may be premium).
          data-game-page={game.playUrl}
        >
          <Icon name="playTriangle" size={18} />
        </Link>
      )}
      {compact && size !== null && (
        // On a phone the compact card's caption is for screen readers only: the size shows on the
        // picture (the caption below says it to screen readers).
        <span className={game.isPremium ? `${styles.sizeChip} ${styles.belowBadge}` : styles.sizeChip} aria-hidden="true">
          {formatSize(size)}
        </span>
      )}
      <span className={styles.genre}>
        {[genre, size === null ? '' : formatSize(size)].filter(Boolean).join(' · ') || '\u00a0'}
      </span>
    </div>
  );
});

/** A card-shaped placeholder of exactly the card's size, so a row never jumps when games arrive. */
export function GameCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? `${styles.placeholder} ${styles.compact}` : styles.placeholder} aria-hidden="true">
      <span className={`skeleton ${styles.thumbSkeleton}`} />
      <span className={`skeleton ${styles.nameSkeleton}`} />
      <span className={`skeleton ${styles.genreSkeleton}`} />
    </span>
  );
}
