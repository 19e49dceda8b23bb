import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteError } from '../../../src/ui/layout/route-error';
import { pageReload } from '../../../src/ui/layout/page-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/genres-screen-abc.js');

describe('a screen whose code could not be downloaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads again by itself when the browser comes back online', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteError error={chunkError} />
      </MemoryRouter>,
    );
    expect(reload).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a screen that failed for another reason', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteError error={new Error('render failed')} />
      </MemoryRouter>,
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).not.toHaveBeenCalled();
  });
});
