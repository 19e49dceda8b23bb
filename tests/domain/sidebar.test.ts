import { describe, expect, it } from 'vitest';
import { sidebarSelectionForPath } from '../../src/domain/sidebar';

describe('sidebar entry for a path', () => {
  it('maps listed pages and pre-set genres, and nothing else', () => {
    expect(sidebarSelectionForPath('/home')).toEqual({ menu: 'Explore', genreIndex: null });
    expect(sidebarSelectionForPath('/genres')).toEqual({ menu: 'Genres', genreIndex: null });
    expect(sidebarSelectionForPath('/genres/arcade')).toEqual({ menu: 'Genres', genreIndex: 1 });
    expect(sidebarSelectionForPath('/genres/kids')).toEqual({ menu: 'Genres', genreIndex: null });
    expect(sidebarSelectionForPath('/plans/')).toEqual({ menu: 'Plans', genreIndex: null });
    expect(sidebarSelectionForPath('/profile')).toBeNull();
  });
});
