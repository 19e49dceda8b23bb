import { Trans, useLingui } from '@lingui/react/macro';
import { useFailureText } from '../i18n/failure-text';
import { Link } from 'react-router-dom';
import type { Game } from '../../domain/game';
import type { LoadStatus } from '../../application/stores/async-state';
import type { Failure } from '../../application/failure-text';
import { useFirstPictures } from '../hooks/use-first-pictures';
import { BoundedCardList } from './bounded-card-list';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';
import { RetryButton } from './retry-button';

/** Placeholders for a first page: two phone screens' worth. */
const SKELETON_COUNT = 8;
/** Cards of the first grid rows that load eagerly (above the fold on a phone). */
const EAGER_CARDS = 4;
/** A row of two cards on a 360 px phone: a 4:3 picture, the name and the genre line. */
const ESTIMATED_ROW_PX = 170;
const gameKey = (game: Game) => game.id;

export interface GameGridProps {
  games: readonly Game[];
  status: LoadStatus;
  error?: Failure;
  /** The store's load-more flag (spec §4); the button shows only while it is true. */
  hasMore: boolean;
  onLoadMore?: () => void;
  /** Retries what failed: the first page, or the page Load more asked for. */
  onRetry: () => void;
  emptyText: string;
  /** The way onward from an empty list. */
  emptyLink?: { to: string; label: string };
  /** Names the list for assistive technology, e.g. the page's h1 id. */
  labelledBy?: string;
}

/**
 * A full list of games (design brief: "Every load has three visible states: loading (skeleton),
 * failed (message and a Retry button), empty (a friendly line and a way onward)"). The paging
 * rules live in the use cases; the grid only shows the store's items and its load-more flag.
 */
export function GameGrid(props: GameGridProps) {
  const { games, status, error, hasMore, onLoadMore, onRetry, emptyText, emptyLink, labelledBy } = props;
  const { t } = useLingui();
  const failureText = useFailureText();
  const loading = status === 'idle' || status === 'loading';
  const firstLoad = loading && games.length === 0;
  // The first cards' pictures go first; the others follow once one of them is on screen.
  const pictures = useFirstPictures(games.length > 0);
  return (
    <div className={styles.wrap}>
      {firstLoad && (
        <ul className={styles.grid} role="list" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className={styles.item}>
              <GameCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {games.length > 0 && (
        <BoundedCardList
          items={games}
          itemKey={gameKey}
          renderItem={(game, index) =>
            index < EAGER_CARDS ? (
              <GameCard game={game} priority onPictureShown={pictures.onFirstShown} takesBootPicture={index === 0} />
            ) : (
              <GameCard game={game} deferPicture={!pictures.rest} />
            )
          }
          className={styles.grid}
          itemClassName={styles.item}
          windowedItemClassName={styles.windowedItem}
          labelledBy={labelledBy}
          estimatedRowPx={ESTIMATED_ROW_PX}
        />
      )}
      {status === 'succeeded' && games.length === 0 && (
        <div className={styles.message}>
          <p>{emptyText}</p>
          {emptyLink && (
            <Link to={emptyLink.to} className="button">
              {emptyLink.label}
            </Link>
          )}
        </div>
      )}
      {status === 'failed' && (
        <div className={styles.message}>
          <p>{error && failureText(error)}</p>
          <RetryButton onRetry={onRetry} />
        </div>
      )}
      {hasMore && onLoadMore && games.length > 0 && status !== 'failed' && (
        <div className={styles.more}>
          <button
            type="button"
            className="button button--ghost"
            // aria-disabled rather than disabled: focus stays on the button while the next page loads.
            aria-disabled={loading}
            onClick={() => {
              if (!loading) onLoadMore();
            }}
          >
            <Trans>Load more</Trans>
          </button>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {loading ? t`Loading games…` : ''}
      </p>
    </div>
  );
}
