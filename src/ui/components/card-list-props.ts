import type { Key, ReactNode } from 'react';

/** A list of cards laid out as a CSS grid (a `<ul>` of `<li>`), plain or windowed. */
export interface CardListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The content of one list item; `index` is its place in the whole list. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The grid's class: its columns and gaps are read from the page once it is laid out. */
  className: string;
  /** The class of each item when every item is in the page. */
  itemClassName?: string;
  /** The class of each item when the list is windowed (no layout shortcuts: its real height is measured). */
  windowedItemClassName?: string;
  /** Names the list for assistive technology, e.g. a heading's id. */
  labelledBy?: string;
  /** The height of one row of cards on a phone, before a row is measured. */
  estimatedRowPx: number;
}
