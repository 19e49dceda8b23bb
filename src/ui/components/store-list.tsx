import type { ReactNode } from 'react';
import type { AsyncState } from '../../application/stores/async-state';
import { SkeletonList } from './skeleton-list';
import { StoreLoadStates } from './store-load-states';

/**
 * A list a store loads, in its states (spec §4): the items; what failed with Retry; what is said
 * when there are none; grey cards while it loads. The placeholder takes the list's own layout.
 */
export function StoreList<Item extends { id: string | number }>({
  load,
  items,
  renderItem,
  className,
  what,
  empty,
  problemClassName,
  onRetry,
  skeleton,
}: {
  load: AsyncState;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  className: string;
  what: ReactNode;
  empty: ReactNode;
  problemClassName: string;
  onRetry: () => void;
  skeleton: { itemClassName: string; count: number; label: ReactNode };
}) {
  return (
    <StoreLoadStates
      load={load}
      loaded={items.length > 0}
      what={what}
      problemClassName={problemClassName}
      onRetry={onRetry}
      empty={empty}
      loading={<SkeletonList className={className} {...skeleton} />}
    >
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </StoreLoadStates>
  );
}
