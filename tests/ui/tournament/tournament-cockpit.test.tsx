import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startTournamentMock } from './tournament-mock';
import { signedIn } from '../profile/profile-session';
import { CLOSE_HIDDEN_STREAM_AFTER_MS } from '../../../src/application/use-cases/tournament/refresh-board-on-return';

const server = startTournamentMock(() => setVisibility('visible'));

const board = () => screen.findByRole('table', { name: 'Semi-final leaderboard' });
const semiFinal = () =>
  server.backend().ctx.db.leaderboardEntry.findMany({
    where: { tournamentId: { equals: 'tn-2026-winter' }, stage: { equals: 'SEMI-FINAL' } },
    orderBy: { rank: 'asc' },
  });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/tournament: where the player stands', () => {
  it('says the subscriber’s position and the points to pass the player above; "Around me" shows two above and two below', async () => {
    const user = userEvent.setup();
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    await board();
    const entries = semiFinal();
    const index = entries.findIndex((e) => e.userId === 'u-subscriber');
    const own = entries[index]!;
    const above = entries[index - 1]!;
    expect(await screen.findByText(/Your position:/)).toHaveTextContent(`Your position: #${own.rank} with`);
    const gap = above.score - own.score + 1;
    expect(
      screen.getAllByText(
        `${gap.toLocaleString()} ${gap === 1 ? 'point' : 'points'} to pass ${above.playerName} (#${above.rank})`,
      ).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getAllByRole('button', { name: 'Around me' })[0]!);
    const around = await screen.findByRole('table', { name: 'Around you' });
    const names = within(around)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[1]!.textContent);
    expect(names).toEqual(
      entries.slice(index - 2, index + 3).map((e) => (e.userId === 'u-subscriber' ? `${e.playerName} (you)` : e.playerName)),
    );
    expect(screen.getAllByRole('button', { name: 'Around me' })[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('a live update marks the rows that moved and tells a screen reader only the player’s own move', async () => {
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    const table = await board();
    await screen.findByText('Live');
    await screen.findByText(/Your position:/);
    const db = server.backend().ctx.db;
    const top = semiFinal()[0]!.score;
    db.leaderboardEntry.update({
      where: { tournamentId: { equals: 'tn-2026-winter' }, stage: { equals: 'SEMI-FINAL' }, userId: { equals: 'u-subscriber' } },
      data: { score: top + 5000 },
    });
    server.backend().live.tick();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('(you)'));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/▲\d+/);
    const announcement = await screen.findByText(/^You moved up \d+ places? to #1\.$/);
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // The markers are not live regions: only the player's own move is announced.
    expect(table.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });
});

describe('/tournament: what registration needs', () => {
  it('a guest is told to log in first, the rest unknown until then', async () => {
    renderApp('/tournament');
    const list = await screen.findByRole('list', { name: 'To register you need' });
    const [account, plan, mobile] = within(list).getAllByRole('listitem');
    expect(account).toHaveTextContent('A PlayZone account: Missing.');
    expect(within(account!).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('Not known yet');
    expect(mobile).toHaveTextContent('Not known yet');
  });

  it('a free user sees the missing plan and its fix, which leads to /plans and remembers the way back', async () => {
    const user = userEvent.setup();
    const app = renderApp('/tournament', { storage: signedIn(server, 'u-free') });
    const list = await screen.findByRole('list', { name: 'To register you need' });
    const plan = await within(list).findByText('A premium plan');
    const item = plan.closest('li')!;
    await waitFor(() => expect(item).toHaveTextContent('A premium plan: Missing.'));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('A verified mobile number: Done.');
    await user.click(within(item).getByRole('button', { name: 'Get a plan' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/plans'));
    expect(app.storage.dump()['previous-url']).toBe('/tournament');
  });

  it('a premium player has everything in place and registers with one tap', async () => {
    const user = userEvent.setup();
    renderApp('/tournament', { storage: signedIn(server, 'u-player-01') });
    const list = await screen.findByRole('list', { name: 'To register you need' });
    await waitFor(() => expect(within(list).getAllByText(/: Done\./)).toHaveLength(3));
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Successfully registered' })).toBeInTheDocument();
  });
});

describe('/tournament: stages in time', () => {
  it('counts down to the next stage from the schedule the details give', async () => {
    renderApp('/tournament');
    await screen.findByRole('heading', { level: 1, name: 'GP Arena Winter Cup 2026' });
    expect(screen.getByText('Next stage')).toBeInTheDocument();
    expect(screen.getByText(/^Final starts in/)).toHaveTextContent(/Final starts in \d+ d \d+ h/);
  });
});

describe('/tournament: back from the background', () => {
  it('closes the stream while the tab stays hidden, and on return fetches the board at once and goes live again', async () => {
    renderApp('/tournament');
    await board();
    await screen.findByText('Live');
    const boardCalls = () =>
      server
        .backend()
        .log.list()
        .filter((r) => r.path === '/api/tournament/leaderboard/gp-arena/tn-2026-winter/SEMI-FINAL').length;
    const before = boardCalls();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setVisibility('hidden');
    act(() => void vi.advanceTimersByTime(CLOSE_HIDDEN_STREAM_AFTER_MS));
    await waitFor(() => expect(server.backend().streams.count('leaderboard')).toBe(0));
    // The server sees the stream end as soon as it is closed; the screen says so on its next render.
    expect(await screen.findByText(/paused while the portal was in the background/)).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();

    setVisibility('visible');
    await waitFor(() => expect(boardCalls()).toBe(before + 1));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(server.backend().streams.count('leaderboard')).toBe(1);
  });
});

describe('/tournament: the rank chip in a tournament game', () => {
  it('shows the player’s live rank in the game’s bar, above the game', async () => {
    const user = userEvent.setup();
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    await board();
    await screen.findByText(/Your position:/);
    const own = semiFinal().find((e) => e.userId === 'u-subscriber')!;
    await user.click(screen.getByRole('button', { name: 'Play tournament game' }));
    const game = await screen.findByRole('dialog', { name: 'GP Arena Winter Cup 2026' });
    const chip = within(game).getByLabelText(`Your live rank: ${own.rank}`);
    // In the bar beside Exit, not over the frame.
    expect(chip.closest('iframe')).toBeNull();
    expect(within(game).getByRole('button', { name: 'Exit game' }).parentElement).toContainElement(chip);
  });
});

describe('/tournament: stage reminders', () => {
  it('a registered player turns on a reminder before each stage, and is told none comes while the portal is closed', async () => {
    const user = userEvent.setup();
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    const toggle = await screen.findByRole('checkbox', { name: 'Remind me before each stage' });
    expect(screen.getByText(/Reminders come only while PlayZone is open in your browser/)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    // jsdom has no notifications: the reminder will be a notice on screen, and the screen says so.
    expect(screen.getByText(/as a notice on screen \(notifications are off for this site\)/)).toBeInTheDocument();
  });

  it('a player who has not registered is offered no reminder', async () => {
    renderApp('/tournament', { storage: signedIn(server, 'u-player-01') });
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.queryByRole('checkbox', { name: 'Remind me before each stage' })).not.toBeInTheDocument();
  });
});
