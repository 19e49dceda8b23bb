import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startTournamentMock } from './tournament-mock';
import { DETAILS_WAIT_MS } from '../../../src/ui/screens/tournament/tournament-screen';

/**
 * The live board needs the tournament's details only for its stages: a details call that stalls
 * leaves the board of the stage in play on screen, live, within 5 s, and the details say they are
 * late, with Retry (decision 0054).
 */
const server = startTournamentMock();

/** A turn of the real event loop (not faked): the screen's code and the mock's answers come in such turns. */
const realTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Steps the faked clock until `done`, `ms` at a time (the mock answers on the same clock). */
async function stepUntil(done: () => boolean, ms = 100, steps = 60): Promise<void> {
  for (let step = 0; step < steps && !done(); step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      await realTurn();
    });
  }
}

/** Renders /tournament and waits, without moving the faked clock, until its screen is on. */
async function openTournament(): Promise<void> {
  renderApp('/tournament');
  for (let turn = 0; turn < 2000 && !screen.queryByText('Loading the tournament…'); turn += 1) {
    await act(realTurn);
  }
  expect(screen.getByText('Loading the tournament…')).toBeInTheDocument();
}

const stallDetails = () => server.backend().faults.add({ match: '/api/tournament/details/', delayMs: 600_000 });
const liveBoard = () => screen.queryByRole('table', { name: 'Live leaderboard' });

describe('/tournament while the details call stalls', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it('shows the live board of the stage in play within 5 s, without stages, and says the details are late', async () => {
    stallDetails();
    await openTournament();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DETAILS_WAIT_MS - 100);
    });
    expect(liveBoard()).toBeNull();
    await stepUntil(() => liveBoard() !== null && screen.queryByText('Live') !== null);

    const board = liveBoard();
    expect(board).not.toBeNull();
    expect(within(board!).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Stage' })).not.toBeInTheDocument();
    const late = screen.getByText("The tournament's details are taking longer than usual.").closest('[role="status"]');
    expect(within(late as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(server.backend().streams.count('leaderboard')).toBe(1);
  });

  it('Retry asks for the details again; when they come, the board takes its stage without being emptied', async () => {
    stallDetails();
    await openTournament();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DETAILS_WAIT_MS);
    });
    await stepUntil(() => (liveBoard()?.querySelectorAll('tbody tr').length ?? 0) > 0);
    expect(liveBoard()).not.toBeNull();

    await act(async () => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    await stepUntil(() => screen.queryByRole('table', { name: 'Semi-final leaderboard' }) !== null);

    expect(screen.getByRole('heading', { level: 1, name: 'GP Arena Winter Cup 2026' })).toBeInTheDocument();
    const stages = screen.getByRole('radiogroup', { name: 'Stage' });
    expect(within(stages).getByRole('radio', { name: 'Semi-final' })).toBeChecked();
    const board = screen.getByRole('table', { name: 'Semi-final leaderboard' });
    expect(within(board).getAllByRole('row').length).toBeGreaterThan(1);
    // The stream opened for the board without details is the one still used.
    expect(server.backend().streams.count('leaderboard')).toBe(1);
  });
});
