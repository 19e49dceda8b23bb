import { Trans, useLingui } from '@lingui/react/macro';
import { useFailureText } from '../i18n/failure-text';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useItemsAsScrolled } from '../hooks/use-items-as-scrolled';
import { Link } from 'react-router-dom';
import type { Game } from '../../domain/game';
import type { LoadStatus } from '../../application/stores/async-state';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-strip.module.css';
import { RetryButton } from './retry-button';
import type { Failure } from '../../application/failure-text';

/** Placeholders per loading row: enough to fill a wide screen; the strip clips the rest. */
const SKELETON_COUNT = 6;
/**
 * A row not near the viewport yet ('idle') is off screen: one placeholder keeps its exact height
 * at a fraction of the elements (a home page has a dozen such rows, and a cheap phone lays out every element).
 */
const IDLE_SKELETON_COUNT = 1;
/**
 * Cards rendered at once when a row arrives (two phone screens' worth); the rest of a long row (up
 * to 60) follow a few at a time as the strip is scrolled towards them.
 */
const FIRST_CARDS = 6;
const STEP_CARDS = 6;
/** Cards of the first row that load eagerly (visible on a phone without scrolling sideways). */
const EAGER_CARDS = 3;

export interface CardStripProps<T> {
  title: string;
  /** Where 'See all' leads; no link when the row has no full list. */
  seeAllPath?: string | null;
  status: LoadStatus;
  error?: Failure;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onRetry: () => void;
  emptyText?: string;
  /** Wider cards (trailer posters). */
  wide?: boolean;
  /** A placeholder of the item's exact size; game card skeletons by default. */
  renderSkeleton?: () => ReactNode;
  /** The section element, e.g. for useNearViewport. */
  ref?: Ref<HTMLElement>;
}

/**
 * A home row (design brief: "a heading, a 'See all' link to its full list, and a horizontally
 * scrolling strip of game cards with scroll snap"). Every state keeps the row's height: skeleton
 * cards while the first load runs (idle means "not near the viewport yet"), the message and Retry
 * when failed, a friendly line when empty.
 */
export function CardStrip<T>(props: CardStripProps<T>) {
  const { title, seeAllPath, status, error, items, itemKey, renderItem, onRetry, emptyText, wide, renderSkeleton, ref } = props;
  const headingId = useId();
  const waiting = status === 'idle' || status === 'loading';
  // A reload (coming back to the page) keeps the cards it has: no flash of skeletons.
  const showItems = status !== 'failed' && items.length > 0;
  const list = useRef<HTMLUListElement>(null);
  const shownItems = items.slice(0, useItemsAsScrolled(list, items.length, FIRST_CARDS, STEP_CARDS));
  const skeletons = status === 'idle' ? IDLE_SKELETON_COUNT : SKELETON_COUNT;
  const { t } = useLingui();
  const failureText = useFailureText();
  return (
    <section
      ref={ref}
      className={`${styles.row} ${wide ? styles.wide : ''}`}
      aria-labelledby={headingId}
      aria-busy={waiting && !showItems}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAllPath && (
          <Link to={seeAllPath} className={styles.seeAll} aria-label={t`See all ${title}`}>
            <Trans>See all</Trans>
          </Link>
        )}
      </div>
      {waiting && !showItems && (
        <ul className={styles.strip} role="list" aria-hidden="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i} className={styles.item}>
              {renderSkeleton ? renderSkeleton() : <GameCardSkeleton />}
            </li>
          ))}
        </ul>
      )}
      {status === 'failed' && (
        <div className={styles.message}>
          <p>{error && failureText(error)}</p>
          <RetryButton onRetry={onRetry} aria-describedby={headingId} />
        </div>
      )}
      {status === 'succeeded' && items.length === 0 && (
        <div className={styles.message}>
          <p>{emptyText ?? t`No games here yet. Check back soon!`}</p>
        </div>
      )}
      {showItems && (
        <ul ref={list} className={styles.strip} role="list">
          {shownItems.map((item, index) => (
            <li key={itemKey(item)} className={styles.item}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface GameStripProps {
  title: string;
  seeAllPath?: string | null;
  /** A row of a games area (GameRowState). */
  row: { status: LoadStatus; error?: Failure; items: readonly Game[] };
  onRetry: () => void;
  emptyText?: string;
  /** The first row on the page: its first cards load eagerly. */
  priority?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A home row of game cards. */
export function GameStrip({ row, priority = false, ...rest }: GameStripProps) {
  return (
    <CardStrip
      {...rest}
      status={row.status}
      error={row.error}
      items={row.items}
      itemKey={(game) => game.id}
      renderItem={(game, index) => <GameCard game={game} compact priority={priority && index < EAGER_CARDS} />}
      renderSkeleton={() => <GameCardSkeleton compact />}
    />
  );
}
