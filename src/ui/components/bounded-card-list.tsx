import { lazy, Suspense, type ReactElement } from 'react';
import type { CardListProps } from './card-list-props';

/**
 * From this many cards the list is windowed: only the rows of cards near the screen are in the
 * page. Ordinary lists (a page of twenty games, a catalogue's few dozen genres) render every card,
 * exactly as before; a list of thousands would otherwise freeze a cheap phone for seconds.
 */
export const WINDOW_FROM_CARDS = 100;

/** The windowing code is fetched only when a list that long is shown (never with /home's first load). */
const WindowedCardList = lazy(() => import('./windowed-card-list')) as unknown as <T>(props: CardListProps<T>) => ReactElement;

/** A grid of cards that keeps a bounded number of them in the page, whatever the list's length. */
export function BoundedCardList<T>(props: CardListProps<T>) {
  if (props.items.length < WINDOW_FROM_CARDS) return <PlainCardList {...props} />;
  return (
    // The first cards show plainly while the windowing code loads.
    <Suspense fallback={<PlainCardList {...props} items={props.items.slice(0, WINDOW_FROM_CARDS)} />}>
      <WindowedCardList {...props} />
    </Suspense>
  );
}

function PlainCardList<T>({ items, itemKey, renderItem, className, itemClassName, labelledBy }: CardListProps<T>) {
  return (
    <ul className={className} role="list" aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClassName}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
