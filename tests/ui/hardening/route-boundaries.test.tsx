import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, Link } from 'react-router-dom';
import { RouteErrorBoundary, ShellErrorBoundary } from '../../../src/ui/layout/route-error-boundary';

/** Each route has an error boundary: a broken screen never blanks the page. */
function Broken(): never {
  throw new Error('render failed');
}

describe('route error boundaries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a screen that throws shows the message with Retry and Go to Home, and the next page renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <Routes>
          <Route
            path="/broken"
            element={
              <RouteErrorBoundary>
                <Broken />
              </RouteErrorBoundary>
            }
          />
          <Route
            path="/fine"
            element={
              <RouteErrorBoundary>
                <h1>Fine</h1>
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });

  it('a broken shell still shows the message, inside a <main> of its own', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ShellErrorBoundary>
          <Broken />
        </ShellErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  });
});
