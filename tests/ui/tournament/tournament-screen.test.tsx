import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startTournamentMock } from './tournament-mock';
import { signedIn } from '../profile/profile-session';

const server = startTournamentMock();

const board = () => screen.findByRole('table', { name: 'Semi-final leaderboard' });

describe('/tournament', () => {
  it('shows the details, the stage selector on the stage in play, the live board and the winners section', async () => {
    renderApp('/tournament');
    expect(await screen.findByRole('heading', { level: 1, name: 'GP Arena Winter Cup 2026' })).toBeInTheDocument();
    const stages = screen.getByRole('radiogroup', { name: 'Stage' });
    await waitFor(() => expect(within(stages).getByRole('radio', { name: 'Semi-final' })).toBeChecked());
    const table = await board();
    expect(within(table).getAllByRole('row')).toHaveLength(19);
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(await screen.findByText('Winners are announced after the final.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it("another stage closes the stream and shows that stage's static board", async () => {
    const user = userEvent.setup();
    renderApp('/tournament');
    await screen.findByText('Live');
    await user.click(screen.getByRole('radio', { name: 'First-round' }));
    const table = await screen.findByRole('table', { name: 'First-round leaderboard' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    await waitFor(() => expect(screen.queryByText('Live')).not.toBeInTheDocument());
    await waitFor(() => expect(server.backend().streams.count('leaderboard')).toBe(0));
  });

  it('a live update changes the board without a reload', async () => {
    renderApp('/tournament');
    const table = await board();
    await screen.findByText('Live');
    const before = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
      .join('|');
    for (let i = 0; i < 3; i += 1) server.backend().live.tick();
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent)
          .join('|'),
      ).not.toBe(before),
    );
  });

  it("highlights the signed-in user's own row and says where they stand", async () => {
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    const table = await board();
    await waitFor(() => expect(within(table).getByText('(you)')).toBeInTheDocument());
    const own = within(table).getByText('(you)').closest('tr');
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(own).toHaveTextContent('Sadia Rahman');
    expect(screen.getByText(/Your position:/)).toBeInTheDocument();
  });

  it("the subscriber sees the 'tournament qualified' modal for the stage they reached", async () => {
    renderApp('/tournament', { storage: signedIn(server, 'u-subscriber') });
    expect(await screen.findByRole('dialog', { name: 'Tournament qualified' })).toBeInTheDocument();
  });

  it("a premium user registers: 'Successfully registered' and their stage becomes First-round", async () => {
    const user = userEvent.setup();
    renderApp('/tournament', { storage: signedIn(server, 'u-player-01') });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Successfully registered' })).toBeInTheDocument();
    expect(screen.getByText('First-round', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('a free user trying to register is sent to /plans, the path remembered to come back', async () => {
    const user = userEvent.setup();
    const app = renderApp('/tournament', { storage: signedIn(server, 'u-free') });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/plans'));
    expect(app.storage.dump()['previous-url']).toBe('/tournament');
  });

  it('shows the loss when the stream drops, and the board recovers by itself 3 s later', async () => {
    renderApp('/tournament');
    await board();
    await screen.findByText('Live');
    // Only the reconnect timer (an rxjs interval) is fake; requests and Testing Library stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.backend().streams.dropAll();
    expect(await screen.findByRole('alert')).toHaveTextContent('Stream connection lost');
    vi.advanceTimersByTime(3000);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText(/Stream connection lost/)).not.toBeInTheDocument();
  });

  it("takes over the banner index.html's boot script painted, as that very picture, and shows no second one", async () => {
    // What the boot script leaves over the first paint on a cold start at /tournament.
    const painted = document.createElement('img');
    painted.className = 'boot-picture';
    painted.dataset.picture = 'tournament-banner';
    painted.src = '/mock-assets/art/tn-2026-winter.svg?variant=banner';
    document.body.appendChild(painted);
    try {
      renderApp('/tournament');
      const title = await screen.findByRole('heading', { level: 1, name: 'GP Arena Winter Cup 2026' });
      const details = title.closest('section')!;
      expect(details.querySelector('img')).toBe(painted);
      expect(painted).not.toHaveClass('boot-picture');
      expect(painted.dataset.picture).toBeUndefined();
      expect(document.querySelectorAll('img[src*="tn-2026-winter"]')).toHaveLength(1);
    } finally {
      painted.remove();
    }
  });

  it('shows the winners after 2 s even when the details call stalls (they do not need the details)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.backend().faults.add({ match: '/api/tournament/details/', delayMs: 600_000 });
    renderApp('/tournament');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByRole('heading', { name: 'Winners' })).not.toBeInTheDocument();
    // The winners' own call answers through the mock, whose timers are faked too: step the clock.
    for (let step = 0; step < 40 && !screen.queryByText('Winners are announced after the final.'); step += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    expect(screen.getByText('Winners are announced after the final.')).toBeInTheDocument();
  });
});
