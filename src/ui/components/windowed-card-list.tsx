import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CardListProps } from './card-list-props';

/** Rows of cards kept beyond each edge of the screen, so a quick flick never shows an empty gap. */
const OVERSCAN_ROWS = 3;

interface GridLayout {
  /** Where the list starts in the page. */
  top: number;
  /** Cards per row, as the grid laid them out at this screen width. */
  columns: number;
  /** The space between two rows. */
  gap: number;
}

/** The grid's columns and row gap as the browser laid them out, and where it starts in the page. */
function readLayout(list: HTMLElement): GridLayout {
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter((track) => track.trim() !== '').length;
  return {
    top: Math.round(list.getBoundingClientRect().top + window.scrollY),
    columns: Math.max(1, columns),
    gap: Number.parseFloat(style.rowGap) || 0,
  };
}

const sameLayout = (a: GridLayout, b: GridLayout) => a.top === b.top && a.columns === b.columns && a.gap === b.gap;

/**
 * A long grid of cards, windowed by rows: only the rows near the screen are in the page, and the
 * list's padding stands in for the rows above and below, so the page is as tall as the whole list
 * and scrolls as before. The number of cards a row holds is read from the grid itself (two on a
 * phone, more on a wider screen). Each card still says where it sits in the whole list.
 */
export default function WindowedCardList<T>({
  items,
  itemKey,
  renderItem,
  className,
  windowedItemClassName,
  labelledBy,
  estimatedRowPx,
}: CardListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<GridLayout>({ top: 0, columns: 1, gap: 0 });
  // Measured again whenever the page's size changes: a wider screen holds more cards a row, and a
  // notice above the list moves where it starts.
  useLayoutEffect(() => {
    const measure = () => {
      const element = list.current;
      if (!element) return;
      const next = readLayout(element);
      setLayout((now) => (sameLayout(now, next) ? now : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const { top, columns, gap } = layout;
  const estimateSize = useCallback(() => estimatedRowPx, [estimatedRowPx]);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    gap,
  });
  // Rows change their cards when the column count changes: their sizes are measured again.
  useEffect(() => virtualizer.measure(), [virtualizer, columns]);

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - top)) : 0;
  return (
    <ul
      ref={list}
      className={className}
      role="list"
      aria-labelledby={labelledBy}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {rows.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => {
          const index = row.index * columns + column;
          return (
            <li
              key={itemKey(item)}
              className={windowedItemClassName}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              // The row's first card is measured: the grid stretches every card of a row to its height.
              ref={column === 0 ? virtualizer.measureElement : undefined}
              data-index={column === 0 ? row.index : undefined}
            >
              {renderItem(item, index)}
            </li>
          );
        }),
      )}
    </ul>
  );
}
