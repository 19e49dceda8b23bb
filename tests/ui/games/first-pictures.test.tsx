import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Game } from '../../../src/domain/game';
import { GameGrid } from '../../../src/ui/components/game-grid';
import { FIRST_PICTURES_WAIT_MS } from '../../../src/ui/hooks/use-first-pictures';

const games: Game[] = Array.from({ length: 8 }, (_, i) => ({
  id: `g-${i}`,
  uniqueName: `game-${i}`,
  name: `Game ${i}`,
  genre: 'racing',
  thumbnailUrl: `/art/${i}.svg`,
  isPremium: false,
}));

const grid = () =>
  render(
    <MemoryRouter>
      <GameGrid games={games} status="succeeded" hasMore={false} onRetry={vi.fn()} emptyText="None" />
    </MemoryRouter>,
  );
const pictures = (container: HTMLElement) => container.querySelectorAll('img').length;

/** In a grid the pictures above the fold load first; the others follow once one is shown. */
describe('a game grid loads its first pictures first', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the other pictures after the frame that painted a first one', async () => {
    const { container } = grid();
    expect(pictures(container)).toBe(4);
    fireEvent.load(container.querySelector('img')!);
    expect(pictures(container)).toBe(4); // loaded, not yet painted
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(pictures(container)).toBe(8);
  });

  it('waits no longer than FIRST_PICTURES_WAIT_MS for the first pictures', async () => {
    const { container } = grid();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_PICTURES_WAIT_MS - 1));
    expect(pictures(container)).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pictures(container)).toBe(8);
  });

  it('keeps the place of a waiting picture: the card still has its thumbnail box', () => {
    const { container } = grid();
    const cards = container.querySelectorAll('li');
    expect(cards).toHaveLength(8);
    expect(cards[7]!.querySelector('a span')).not.toBeNull();
  });
});
