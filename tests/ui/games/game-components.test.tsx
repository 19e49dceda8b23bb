import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { Game } from '../../../src/domain/game';
import { GameCard } from '../../../src/ui/components/game-card';
import { GameStrip } from '../../../src/ui/components/game-strip';
import { GameGrid } from '../../../src/ui/components/game-grid';
import type { Failure } from '../../../src/application/failure-text';

const game = (n: number, extra: Partial<Game> = {}): Game => ({
  id: `g-${n}`,
  uniqueName: `game-${n}`,
  name: `Game ${n}`,
  genre: 'tower-defense',
  thumbnailUrl: `/art/${n}.svg`,
  isPremium: false,
  ...extra,
});
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('GameCard', () => {
  it('is one link to the game page named exactly by the game, with the genre and Premium badge visible', () => {
    const { container } = inRouter(<GameCard game={game(1, { isPremium: true })} />);
    const link = screen.getByRole('link', { name: 'Game 1' });
    expect(link).toHaveAttribute('href', '/game-details/game-1');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Tower Defense')).toBeInTheDocument();
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it("shows no text inside the link but the game's name (WCAG 2.5.3: the visible label is the name)", () => {
    inRouter(<GameCard game={game(1, { isPremium: true })} />);
    expect(screen.getByRole('link', { name: 'Game 1' })).toHaveTextContent(/^Game 1$/);
  });

  it('reserves the thumbnail box and loads it lazily unless it is above the fold', () => {
    const { container, rerender } = inRouter(<GameCard game={game(1)} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(
      <MemoryRouter>
        <GameCard game={game(1)} priority />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});

describe('GameStrip', () => {
  const row = (status: 'loading' | 'succeeded' | 'failed', items: Game[] = [], error?: Failure) => ({ status, items, error });

  it('shows skeletons and no cards while loading, then the cards and See all', () => {
    const { container, rerender } = inRouter(
      <GameStrip title="Spotlight" seeAllPath="/spotlight" row={row('loading')} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'Spotlight' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Game 1' })).not.toBeInTheDocument();

    rerender(
      <MemoryRouter>
        <GameStrip title="Spotlight" seeAllPath="/spotlight" row={row('succeeded', [game(1), game(2)])} onRetry={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all Spotlight' })).toHaveAttribute('href', '/spotlight');
  });

  it('shows the message and a Retry that calls back when the row failed', async () => {
    const retry = vi.fn();
    inRouter(
      <GameStrip title="Top ten" row={row('failed', [], { code: 'refused', message: 'Top ten is resting' })} onRetry={retry} />,
    );
    expect(screen.getByText('Top ten is resting')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says so when the row is empty', () => {
    inRouter(<GameStrip title="Kids" row={row('succeeded')} onRetry={vi.fn()} emptyText="Nothing for kids yet." />);
    expect(screen.getByText('Nothing for kids yet.')).toBeInTheDocument();
  });
});

describe('GameGrid', () => {
  const props = { onRetry: vi.fn(), emptyText: 'Nothing here.', emptyLink: { to: '/genres', label: 'Browse genres' } };

  it('shows Load more only while the store says there is more, and asks for it once per tap', async () => {
    const more = vi.fn();
    const games = [game(1), game(2)];
    const { rerender } = inRouter(<GameGrid {...props} games={games} status="succeeded" hasMore onLoadMore={more} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(more).toHaveBeenCalledOnce();

    rerender(
      <MemoryRouter>
        <GameGrid {...props} games={games} status="loading" hasMore onLoadMore={more} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(more).toHaveBeenCalledOnce();

    rerender(
      <MemoryRouter>
        <GameGrid {...props} games={games} status="succeeded" hasMore={false} onLoadMore={more} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the games when a further page fails, with the message and Retry instead of Load more', () => {
    inRouter(
      <GameGrid {...props} games={[game(1)]} status="failed" error={{ code: 'no-connection' }} hasMore onLoadMore={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.getByText('No connection to the server. Check your network and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a friendly line and a way onward when the list is empty', () => {
    inRouter(<GameGrid {...props} games={[]} status="succeeded" hasMore={false} />);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse genres' })).toHaveAttribute('href', '/genres');
  });

  it('renders a list under 100 games whole, and keeps only the cards near the screen of a longer one, each saying its place', async () => {
    const short = Array.from({ length: 99 }, (_, i) => game(i + 1));
    const { unmount } = inRouter(<GameGrid {...props} games={short} status="succeeded" hasMore={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(99);
    unmount();

    // jsdom has no layout: every card is 170 px tall.
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? 170 : 0;
    });
    onTestFinished(() => height.mockRestore());
    const long = Array.from({ length: 5000 }, (_, i) => game(i + 1));
    inRouter(<GameGrid {...props} games={long} status="succeeded" hasMore onLoadMore={vi.fn()} />);
    // The windowed list replaces the first cards shown while its code loads.
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeLessThan(100), { timeout: 10_000 });
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByRole('link', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
