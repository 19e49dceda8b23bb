import { describe, expect, it } from 'vitest';
import { hasMore, mergePage } from '../../src/domain/paging';

describe('paging (spec §4 paged lists)', () => {
  it('replaces the list with page 1', () => {
    expect(mergePage(['a', 'b'], ['c'], 1)).toEqual(['c']);
  });

  it('appends later pages after what is loaded', () => {
    expect(mergePage(['a', 'b'], ['c', 'd'], 2)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergePage(['a'], [], 3)).toEqual(['a']);
  });

  it('treats a page number below 1 as the first page', () => {
    expect(mergePage(['a'], ['b'], 0)).toEqual(['b']);
  });

  it('does not mutate the lists it is given', () => {
    const existing = ['a'];
    const page = ['b'];
    mergePage(existing, page, 2);
    expect(existing).toEqual(['a']);
    expect(page).toEqual(['b']);
  });

  it('keeps load more on while the last page returned at least one game, even a short page', () => {
    expect(hasMore(['one'])).toBe(true);
    expect(hasMore([])).toBe(false);
  });
});
