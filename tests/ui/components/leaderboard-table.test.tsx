import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { LeaderboardEntry } from '../../../src/domain/leaderboard';
import { reuseUnchangedEntries } from '../../../src/domain/leaderboard-rows';
import { formatScore } from '../../../src/ui/components/leaderboard-score';
import { formatters } from '../../../src/ui/i18n/format';
import type * as LeaderboardScore from '../../../src/ui/components/leaderboard-score';
import { LeaderboardTable, WINDOW_FROM_ROWS } from '../../../src/ui/components/leaderboard-table';

// Every render of a row formats its score once: the spy counts row renders.
vi.mock('../../../src/ui/components/leaderboard-score', async (original) => {
  const actual = await original<typeof LeaderboardScore>();
  return { formatScore: vi.fn(actual.formatScore) };
});
const rowRenders = vi.mocked(formatScore);

const board = (players: number): LeaderboardEntry[] =>
  Array.from({ length: players }, (_, i) => ({
    rank: i + 1,
    playerName: `Player ${i + 1}`,
    score: (players - i) * 100,
    userId: i === 4 ? 'u-me' : null,
  }));

/** The next live update: the whole board again as fresh objects, with the given players' scores raised. */
const update = (shown: LeaderboardEntry[], raised: number[]) =>
  reuseUnchangedEntries(
    shown,
    shown.map((entry, i) => ({ ...entry, score: raised.includes(i) ? entry.score + 10 : entry.score })),
  );

const table = (entries: LeaderboardEntry[]) => (
  <LeaderboardTable caption="Semi-final leaderboard" entries={entries} ownUserId="u-me" />
);

describe('LeaderboardTable', () => {
  beforeEach(() => {
    rowRenders.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("a live update re-renders only the rows whose player's score changed", () => {
    const shown = board(40);
    const { rerender } = render(table(shown));
    expect(rowRenders).toHaveBeenCalledTimes(40);
    rowRenders.mockClear();
    rerender(table(update(shown, [7, 30])));
    expect(rowRenders).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('row', { name: /Player 8 / }).textContent).toContain(
      formatScore((40 - 7) * 100 + 10, formatters('en').number),
    );
  });

  it('keeps a short board a plain table whose own row says "(you)"', () => {
    render(table(board(WINDOW_FROM_ROWS - 1)));
    const rows = within(screen.getByRole('table', { name: 'Semi-final leaderboard' })).getAllByRole('row');
    expect(rows).toHaveLength(WINDOW_FROM_ROWS);
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Player 5 (you)');
  });

  describe('a board of 10,000 players', () => {
    beforeEach(() => {
      // jsdom has no layout: every row is one line of 41 px.
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'TR' ? 41 : 0;
      });
    });

    it('is windowed: a few dozen rows in the page, and the table still says it has them all', async () => {
      render(table(board(10_000)));
      const grid = screen.getByRole('table', { name: 'Semi-final leaderboard' });
      await within(grid).findByRole('row', { name: /Player 1 / });
      // The lazily loaded window replaces the first rows shown meanwhile.
      await vi.waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(WINDOW_FROM_ROWS / 2), {
        timeout: 10_000,
      });
      expect(grid).toHaveAttribute('aria-rowcount', '10001');
      const [header, first] = within(grid).getAllByRole('row');
      expect(header).toHaveAttribute('aria-rowindex', '1');
      expect(first).toHaveAttribute('aria-rowindex', '2');
      expect(within(grid).getByRole('row', { current: true })).toHaveTextContent('Player 5 (you)');
    });

    it('a live update re-renders only the changed rows in the window', async () => {
      const shown = board(10_000);
      const { rerender } = render(table(shown));
      const grid = screen.getByRole('table', { name: 'Semi-final leaderboard' });
      await vi.waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(WINDOW_FROM_ROWS / 2), {
        timeout: 10_000,
      });
      rowRenders.mockClear();
      // Player 3 is in the window; player 9,000 is far below it and is not in the page at all.
      rerender(table(update(shown, [2, 8999])));
      expect(rowRenders).toHaveBeenCalledTimes(1);
    });
  });
});
