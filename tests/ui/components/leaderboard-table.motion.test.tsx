import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { LeaderboardEntry } from '../../../src/domain/leaderboard';
import { rankChanges } from '../../../src/domain/rank-changes';
import { LeaderboardTable } from '../../../src/ui/components/leaderboard-table';
import { MARKERS_SHOWN_MS } from '../../../src/ui/hooks/use-fresh-changes';

const ROW_PX = 40;
const entry = (rank: number, playerName: string): LeaderboardEntry => ({ rank, playerName, score: 1000 - rank, userId: null });
const first = [entry(1, 'Ana'), entry(2, 'Bo'), entry(3, 'Cy'), entry(4, 'Di')];
const second = [entry(1, 'Cy'), entry(2, 'Ana'), entry(3, 'Bo'), entry(4, 'Di')];

function stubLayout(reducedMotion: boolean) {
  // jsdom lays nothing out: a row's top is its place in the body, one row per 40 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const place = this.tagName === 'TR' && this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    return {
      top: place * ROW_PX,
      bottom: (place + 1) * ROW_PX,
      left: 0,
      right: 0,
      width: 0,
      height: ROW_PX,
      x: 0,
      y: 0,
    } as DOMRect;
  });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
  const animate = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
  return animate;
}

const view = (entries: LeaderboardEntry[], before: LeaderboardEntry[] = []) => (
  <LeaderboardTable caption="Live" entries={entries} ownUserId={null} changes={rankChanges(before, entries)} />
);

describe('LeaderboardTable after a live update', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('marks the rows that moved with ▲/▼ and the places, for a few seconds', () => {
    stubLayout(false);
    const { rerender } = render(view(first));
    rerender(view(second, first));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1▲2, up 2 places');
    expect(rows[2]).toHaveTextContent('2▼1, down 1 place');
    expect(rows[4]).not.toHaveTextContent(/[▲▼]/);
    act(() => void vi.advanceTimersByTime(MARKERS_SHOWN_MS));
    expect(screen.getByRole('table')).not.toHaveTextContent(/[▲▼]/);
  });

  it('slides each moved row from its old place to its new one in 200 ms or less', () => {
    const animate = stubLayout(false);
    const { rerender } = render(view(first));
    rerender(view(second, first));
    expect(animate).toHaveBeenCalledTimes(3);
    const shifts = animate.mock.calls.map(([frames, timing]) => {
      expect((timing as KeyframeAnimationOptions).duration).toBeLessThanOrEqual(200);
      return (frames as Keyframe[])[0]!.transform;
    });
    // Cy came up two rows (from 80 px to 0), Ana and Bo went down one.
    expect(shifts).toEqual(['translateY(80px)', 'translateY(-40px)', 'translateY(-40px)']);
  });

  it('does not move anything for a player who prefers reduced motion, and still marks the moves', () => {
    const animate = stubLayout(true);
    const { rerender } = render(view(first));
    rerender(view(second, first));
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByRole('table')).toHaveTextContent('▲2');
  });

  it('keeps focus and the scroll position where they were', () => {
    stubLayout(false);
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        {view(first)}
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    window.scrollTo = vi.fn();
    rerender(
      <>
        <button type="button">Elsewhere</button>
        {view(second, first)}
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
